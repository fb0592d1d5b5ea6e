// POST /users/WithdrawUserInvite {user_id} – withdraw a pending invitation (same use case as /admin/user/withdrawInvite)
import { route } from "@/lib/api/route";
import { withdrawInvitationOfUser } from "@/lib/invitations/withdraw-invitation";
import { ZUserIdInput } from "@/lib/settings-users/settings-users.types";

export const POST = route({ input: ZUserIdInput, area: "settings", permission: "users.manage" }, (ctx, input) =>
  withdrawInvitationOfUser(ctx, input.user_id),
);
