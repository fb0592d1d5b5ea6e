// POST /api/integrations/{id}/people/link – {employee_id, external_id} link one of our people to the provider's person by hand
import { route } from "@/lib/api/route";
import { linkPerson } from "@/lib/integrations/people-links";
import { ZLinkPersonInput } from "@/lib/integrations/people-links.types";

export const POST = route({ input: ZLinkPersonInput, area: "settings", permission: "integrations.manage" }, linkPerson);
