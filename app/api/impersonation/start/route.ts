// POST /api/impersonation/start {user_id} – an admin continues as a user of their group (new session).
import { route } from "@/lib/api/route";
import { signInWithTicket } from "@/lib/federation/sign-in-with-ticket";
import { startImpersonation, ZStartImpersonationInput } from "@/lib/impersonation/start-impersonation";

export const POST = route({ input: ZStartImpersonationInput, permission: "users.manage" }, async (ctx, input, req) => {
  const started = await startImpersonation(ctx, input, {
    userAgent: req.headers.get("user-agent"),
    ip: req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
  });
  await signInWithTicket(started.ticket);
  return { data: { ...started.user, group_name: started.group_name }, redirect_to: "/" };
});
