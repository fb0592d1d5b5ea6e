// GET /user/details (served at /api/user/details too) – the signed-in user's profile and feature flags;
// with create_new_group_flag=1 also what the "add a company" form needs; with invited_user_id and
// invite_secret (no session needed) the invitation's user and company, or 404.
import { z } from "zod";
import { publicRoute, route } from "@/lib/api/route";
import { AppError } from "@/lib/api/errors";
import { getUserDetails } from "@/lib/users/get-user-details";
import { findInvitation, invitationJson } from "@/lib/invitations/find-invitation";

const ZSignedIn = z.strictObject({
  create_new_group_flag: z.enum(["0", "1"], { error: "create_new_group_flag must be 0 or 1" }).optional(),
});
const ZInvited = z.strictObject({
  invited_user_id: z.string({ error: "invited_user_id is required" }).max(64),
  invite_secret: z.string({ error: "invite_secret is required" }).max(200),
});

const signedIn = route({ input: ZSignedIn }, async (ctx, input) => {
  const details = await getUserDetails(ctx);
  if (input.create_new_group_flag !== "1") return details;
  // GET stays free of side effects: the company is created by POST /api/user/createGroup.
  return {
    ...details,
    create_new_group: { real_name: ctx.user.name, email: ctx.user.email, country: ctx.group.country },
  };
});

const invited = publicRoute({ input: ZInvited }, async (input) => {
  const invitation = await findInvitation(input.invited_user_id, input.invite_secret);
  if (!invitation) throw AppError.notFound("Invitation");
  return invitationJson(invitation);
});

export function GET(req: Request, routeParams: { params: Promise<Record<string, string | string[]>> }) {
  const query = new URL(req.url).searchParams;
  return query.has("invited_user_id") || query.has("invite_secret")
    ? invited(req, routeParams)
    : signedIn(req, routeParams);
}
