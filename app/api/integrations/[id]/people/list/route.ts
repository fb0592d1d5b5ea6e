// GET /api/integrations/{id}/people/list – our people linked to the provider's, with how they were matched {page, per_page}
import { route } from "@/lib/api/route";
import { listPeopleLinks } from "@/lib/integrations/people-links";
import { ZPeopleLinksInput } from "@/lib/integrations/people-links.types";

export const GET = route(
  { input: ZPeopleLinksInput, area: "settings", permission: "integrations.read" },
  listPeopleLinks,
);
