// GET /api/integrations/data_conflicts/{id}/detail – one data conflict with both values
import { route } from "@/lib/api/route";
import { ZDataConflictIdParam } from "@/lib/integrations/data-conflicts/data-conflicts.types";
import { getDataConflict } from "@/lib/integrations/data-conflicts/list-data-conflicts";

export const GET = route(
  { input: ZDataConflictIdParam, area: "inbox", permission: "data_conflicts.read" },
  getDataConflict,
);
