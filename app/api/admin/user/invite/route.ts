// POST /admin/user/invite {emails} – invite people into the caller's company (admins only)
import { route } from "@/lib/api/route";
import { inviteUsers, ZInviteUsersInput } from "@/lib/invitations/invite-users";

export const POST = route({ input: ZInviteUsersInput, area: "settings", permission: "users.manage" }, inviteUsers);
