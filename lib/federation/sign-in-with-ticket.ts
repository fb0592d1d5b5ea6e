// Opens the session for a user whose identity a flow here has proven (OIDC, SAML, impersonation): the
// single-use ticket goes through the Auth.js "ticket" provider (lib/auth/auth.ts), which sets the session
// cookie through Next's cookies() on the response of the current route handler; the handler then answers
// with its own redirect (303, so a POSTed assertion is not re-posted) or JSON. Kept in its own module so
// tests, which run outside Next's request scope, can stand in for it and redeem the ticket through
// Auth.js's HTTP handlers instead.
import { signIn } from "@/lib/auth/auth";

export async function signInWithTicket(ticket: string): Promise<void> {
  await signIn("ticket", { ticket, redirect: false });
}
