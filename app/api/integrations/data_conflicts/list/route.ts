// GET /api/integrations/data_conflicts/list – data conflicts with the provider {status (default open), field, employee_id, integration_id, page, per_page}
import { route } from "@/lib/api/route";
import { ZDataConflictListInput } from "@/lib/integrations/data-conflicts/data-conflicts.types";
import { listDataConflicts } from "@/lib/integrations/data-conflicts/list-data-conflicts";

export const GET = route(
  { input: ZDataConflictListInput, area: "inbox", permission: "data_conflicts.read" },
  listDataConflicts,
);
