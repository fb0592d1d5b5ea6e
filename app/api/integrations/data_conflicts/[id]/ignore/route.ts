// POST /api/integrations/data_conflicts/{id}/ignore – {version?} leave both values; the same pair does not open again
import { route } from "@/lib/api/route";
import { ZIgnoreDataConflictInput } from "@/lib/integrations/data-conflicts/data-conflicts.types";
import { ignoreDataConflict } from "@/lib/integrations/data-conflicts/decide-data-conflict";

export const POST = route(
  { input: ZIgnoreDataConflictInput, area: "inbox", permission: "data_conflicts.manage" },
  ignoreDataConflict,
);
