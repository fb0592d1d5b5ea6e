// POST /admin/group/updateName – rename the company {name}
import { route } from "@/lib/api/route";
import { updateGroupName } from "@/lib/settings/update-group-name";
import { ZUpdateGroupNameInput } from "@/lib/settings/company.types";

export const POST = route(
  { input: ZUpdateGroupNameInput, area: "settings", permission: "settings.manage" },
  updateGroupName,
);
