// GET /api/integrations/{id}/reference_lists/list – the provider's {kind: department | cost_centre | function | qualification} list {active, page, per_page}
import { route } from "@/lib/api/route";
import { listReferenceList } from "@/lib/integrations/list-reference-lists";
import { ZReferenceListInput } from "@/lib/integrations/people-links.types";

export const GET = route(
  { input: ZReferenceListInput, area: "settings", permission: "integrations.read" },
  listReferenceList,
);
