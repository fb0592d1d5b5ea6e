// The HTTP face of the password-guessing limit: a POST to Auth.js's credentials or second-factor
// callback for an account over the limit gets 429 with Retry-After and the API error body, whatever
// password or code it carries. Auth.js itself can only answer with a redirect; the provider checks the
// limit again (verify-credentials.ts), so the sign-in form and scripts see the same rule.
import { NextResponse } from "next/server";
import { errorBody, AppError } from "@/lib/api/errors";
import { loginThrottleState, rateLimitedMessage } from "./login-throttle";
import { secondFactorTicketEmail } from "./complete-second-factor";

const CALLBACK = /\/api\/auth\/callback\/(credentials|mfa)\/?$/;

export async function throttledSignInResponse(req: Request): Promise<Response | null> {
  const match = CALLBACK.exec(new URL(req.url).pathname);
  if (!match) return null;
  const form = await readForm(req.clone());
  if (!form) return null;
  const email =
    match[1] === "credentials" ? form.get("email") : await secondFactorTicketEmail(String(form.get("ticket") ?? ""));
  if (typeof email !== "string" || email.trim() === "" || email.length > 320) return null;
  const state = await loginThrottleState(email);
  if (!state.locked) return null;
  const error = new AppError("rate_limited", rateLimitedMessage(state.retryAfterSeconds));
  return NextResponse.json(
    { ...errorBody(error), retry_after_seconds: state.retryAfterSeconds, retry_at: state.retryAt.toISOString() },
    { status: 429, headers: { "Retry-After": String(state.retryAfterSeconds) } },
  );
}

async function readForm(req: Request): Promise<URLSearchParams | null> {
  const type = req.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/x-www-form-urlencoded")) return new URLSearchParams(await req.text());
    if (type.includes("application/json")) {
      const body = (await req.json()) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    return null; // a malformed body is Auth.js's to refuse
  }
  return null;
}
