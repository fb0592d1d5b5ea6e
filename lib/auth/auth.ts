// Auth.js configuration. Credentials sign-in issues a JWT cookie that only names a server-side session
// (UserSession); rights and validity are read from the database on every request (session-token.ts).
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { verifyCredentials } from "./verify-credentials";
import { createUserSession, findActiveSession, revokeSession } from "./user-session";
import { redeemSignInTicket } from "./sign-in-ticket";
import { db } from "@/lib/db/client";
import { sessionMaxMs } from "./session-settings";
import { completeSecondFactor } from "./complete-second-factor";
import {
  InvalidCode,
  InvalidCredentials,
  NoActiveAccount,
  RateLimited,
  SecondFactorRequired,
  SignInExpired,
  SsoRequired,
} from "./sign-in-errors";

const ZSecondFactor = z.object({ ticket: z.string().min(1).max(200), code: z.string().trim().min(1).max(40) });

const ZTicket = z.object({ ticket: z.string().min(1).max(200) });

const ZCredentials = z.object({ email: z.string().email().max(320), password: z.string().min(1).max(1024) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: Math.floor(sessionMaxMs() / 1000) },
  pages: { signIn: "/login", error: "/login" },
  logger: {
    // A wrong password is an expected answer, not a server error: keep it out of the error log.
    error(error) {
      if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(raw, request) {
        const parsed = ZCredentials.safeParse(raw);
        if (!parsed.success) throw new InvalidCredentials();
        const result = await verifyCredentials({
          ...parsed.data,
          userAgent: request?.headers?.get("user-agent"),
          ip: request?.headers?.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
        });
        if (!result.ok) {
          if (result.reason === "rate_limited") throw new RateLimited(result.retryAfterSeconds);
          if (result.reason === "mfa_required") throw new SecondFactorRequired(result.ticket);
          if (result.reason === "sso_required") throw new SsoRequired();
          throw result.reason === "no_active_account" ? new NoActiveAccount() : new InvalidCredentials();
        }
        return { ...result.user, sid: result.session.id };
      },
    }),
    // The second step for users with two-factor: the "mfa" ticket of the password step and a TOTP or
    // recovery code (complete-second-factor.ts).
    Credentials({
      id: "mfa",
      credentials: { ticket: { type: "text" }, code: { type: "text" } },
      async authorize(raw, request) {
        const parsed = ZSecondFactor.safeParse(raw);
        if (!parsed.success) throw new InvalidCode();
        const result = await completeSecondFactor({
          ...parsed.data,
          userAgent: request?.headers?.get("user-agent"),
          ip: request?.headers?.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
        });
        if (!result.ok) {
          if (result.reason === "rate_limited") throw new RateLimited(result.retryAfterSeconds);
          throw result.reason === "invalid_code" ? new InvalidCode() : new SignInExpired();
        }
        return { ...result.user, sid: result.session.id };
      },
    }),
    // Exchanges a single-use sign-in ticket (sign-in-ticket.ts) for a session: single sign-on,
    // impersonation start and end. Second-factor tickets ("mfa") need their code and are not taken here.
    Credentials({
      id: "ticket",
      credentials: { ticket: { type: "text" } },
      async authorize(raw, request) {
        const parsed = ZTicket.safeParse(raw);
        if (!parsed.success) throw new InvalidCredentials();
        const ticket = await redeemSignInTicket(parsed.data.ticket, [
          "sso",
          "impersonation",
          "impersonation_end",
          "invite",
          "signup",
        ]);
        if (!ticket) throw new InvalidCredentials();
        const user = await db.user.findUnique({
          where: { id: ticket.userId },
          select: { id: true, email: true, name: true },
        });
        if (!user) throw new InvalidCredentials();
        const resumed = ticket.resumeSessionId ? await findActiveSession(ticket.resumeSessionId) : null;
        const resumable = resumed !== null && resumed.userId === user.id;
        // Impersonation start and end only ever resume the session prepared for them (bounded by the
        // admin's own): when it is gone, refuse rather than open a new, unbounded session.
        if ((ticket.purpose === "impersonation" || ticket.purpose === "impersonation_end") && !resumable) {
          throw new InvalidCredentials();
        }
        const session = resumable
          ? resumed
          : await createUserSession({
              userId: user.id,
              groupId: ticket.groupId,
              impersonatorUserId: ticket.impersonatorUserId,
              boundGroupId: ticket.boundGroupId,
              viaSso: ticket.viaSso,
              userAgent: request?.headers?.get("user-agent"),
              ip: request?.headers?.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
            });
        return { ...user, sid: session.id };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      // A new session id on every sign-in (OWASP V7): the JWT carries nothing but the id.
      if (user && "sid" in user) token.sid = user.sid;
      return token;
    },
    session({ session, token }) {
      return { ...session, sid: token.sid };
    },
  },
  events: {
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await revokeSession(sid);
    },
  },
});
