// POST /api/integrations/{id}/people/unlink – {employee_id} remove a person's link to the provider (our person stays)
import { route } from "@/lib/api/route";
import { unlinkPerson } from "@/lib/integrations/people-links";
import { ZUnlinkPersonInput } from "@/lib/integrations/people-links.types";

export const POST = route(
  { input: ZUnlinkPersonInput, area: "settings", permission: "integrations.manage" },
  unlinkPerson,
);
