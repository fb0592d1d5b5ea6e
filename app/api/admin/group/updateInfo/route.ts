// POST /admin/group/updateInfo – update the company's numbers, address and contact details
import { route } from "@/lib/api/route";
import { updateGroupInfo } from "@/lib/settings/update-group-info";
import { ZUpdateGroupInfoInput } from "@/lib/settings/company.types";

export const POST = route(
  { input: ZUpdateGroupInfoInput, area: "settings", permission: "settings.manage" },
  updateGroupInfo,
);
