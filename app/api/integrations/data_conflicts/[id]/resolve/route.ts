// POST /api/integrations/data_conflicts/{id}/resolve – {resolution_method: ours | theirs, version?} (409 if someone decided first)
import { route } from "@/lib/api/route";
import { ZResolveDataConflictInput } from "@/lib/integrations/data-conflicts/data-conflicts.types";
import { resolveDataConflict } from "@/lib/integrations/data-conflicts/decide-data-conflict";

export const POST = route(
  { input: ZResolveDataConflictInput, area: "inbox", permission: "data_conflicts.manage" },
  resolveDataConflict,
);
