// POST /admin/user/withdrawInvite {user_id} – withdraw a pending invitation; its link answers 404 afterwards
import { z } from "zod";
import { route } from "@/lib/api/route";
import { withdrawInvitationOfUser } from "@/lib/invitations/withdraw-invitation";

const ZInput = z.strictObject({
  user_id: z
    .string({ error: "user_id is required" })
    .regex(/^[0-9a-f-]{36}$/i, { error: "user_id must be a valid id" }),
});

export const POST = route({ input: ZInput, area: "settings", permission: "users.manage" }, (ctx, input) =>
  withdrawInvitationOfUser(ctx, input.user_id),
);
