// POST /api/impersonation/end – back to the admin's own session {redirect_to}.
import { route } from "@/lib/api/route";
import { signInWithTicket } from "@/lib/federation/sign-in-with-ticket";
import { endImpersonation } from "@/lib/impersonation/end-impersonation";

// The impersonated user may be read-only; leaving must work all the same.
export const POST = route({ allowReadOnly: true }, async (ctx) => {
  const ended = await endImpersonation(ctx);
  if (ended.ticket) await signInWithTicket(ended.ticket);
  return { redirect_to: ended.redirectTo };
});
