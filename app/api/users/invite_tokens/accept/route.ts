// POST /api/users/invite_tokens/accept {user_id, secret, real_name?, password} – accept an invitation
import { publicRoute } from "@/lib/api/route";
import { acceptInvitation, ZAcceptInvitationInput } from "@/lib/invitations/accept-invitation";

export const POST = publicRoute({ input: ZAcceptInvitationInput }, (input) => acceptInvitation(input));
