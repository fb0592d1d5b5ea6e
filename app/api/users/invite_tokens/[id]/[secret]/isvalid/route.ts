// GET /api/users/invite_tokens/{id}/{secret}/isvalid – {valid: true} for a usable invitation link, else 404
import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { AppError } from "@/lib/api/errors";
import { findInvitation } from "@/lib/invitations/find-invitation";

const ZInput = z.strictObject({ id: z.string().max(64), secret: z.string().max(200) });

export const GET = publicRoute({ input: ZInput }, async (input) => {
  if (!(await findInvitation(input.id, input.secret))) throw AppError.notFound("Invitation");
  return { valid: true };
});
