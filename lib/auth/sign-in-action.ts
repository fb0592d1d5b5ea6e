"use server";
// Server actions behind the sign-in form (password step, second-factor step), the flows that end in a
// sign-in ticket (sign-up, accepting an invitation) and the sign-out button.
import { AuthError } from "next-auth";
import { isUnsafeText } from "@/lib/api/unsafe-text";
import { signIn, signOut } from "./auth";
import { RateLimited, SecondFactorRequired } from "./sign-in-errors";

export type SignInError =
  | "invalid_credentials"
  | "no_active_account"
  | "sso_required"
  | "rate_limited"
  | "invalid_code"
  | "sign_in_expired"
  | "unknown";

export type SignInState = {
  error: SignInError | null;
  /** With rate_limited: when the account can be tried again. */
  retryAt?: string;
  retryAfterSeconds?: number;
  /** The password was right and a second factor is due: the single-use ticket of the second step. */
  mfaTicket?: string;
};

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  try {
    await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirectTo: safeCallbackUrl(form.get("callbackUrl")),
    });
    return { error: null };
  } catch (error) {
    if (error instanceof SecondFactorRequired) return { error: null, mfaTicket: error.ticket };
    return refusal(error);
  }
}

/** The second step: the ticket from the password step and a 6-digit or recovery code. */
export async function secondFactorAction(prev: SignInState, form: FormData): Promise<SignInState> {
  const ticket = String(form.get("ticket") ?? "");
  try {
    await signIn("mfa", {
      ticket,
      code: String(form.get("code") ?? ""),
      redirectTo: safeCallbackUrl(form.get("callbackUrl")),
    });
    return { error: null };
  } catch (error) {
    const state = refusal(error);
    // A wrong code keeps the step open (the ticket is still good); anything else goes back to the start.
    return state.error === "invalid_code" || state.error === "rate_limited" ? { ...state, mfaTicket: ticket } : state;
  }
}

/** Exchanges a ticket from sign-up or an accepted invitation for a session, then goes to `redirectTo`. */
export async function signInWithTicketAction(ticket: string, redirectTo?: string): Promise<SignInState> {
  try {
    await signIn("ticket", { ticket: String(ticket ?? ""), redirectTo: safeCallbackUrl(redirectTo ?? "/") });
    return { error: null };
  } catch (error) {
    return refusal(error);
  }
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}

// The redirect after a successful sign-in travels as an error too: anything that is not an Auth.js
// refusal is thrown on.
function refusal(error: unknown): SignInState {
  if (!(error instanceof AuthError)) throw error;
  if (error instanceof RateLimited) {
    return {
      error: "rate_limited",
      retryAfterSeconds: error.retryAfterSeconds,
      retryAt: new Date(Date.now() + error.retryAfterSeconds * 1000).toISOString(),
    };
  }
  const code = (error as AuthError & { code?: string }).code;
  const known: SignInError[] = [
    "invalid_credentials",
    "no_active_account",
    "sso_required",
    "invalid_code",
    "sign_in_expired",
  ];
  if (code && (known as string[]).includes(code)) return { error: code as SignInError };
  return { error: error.type === "CredentialsSignin" ? "invalid_credentials" : "unknown" };
}

// Only same-site relative paths: never let a link send a user off to another host after sign-in. Control
// characters (a NUL broke the redirect after the session was set) and unpaired surrogates fall back to "/".
function safeCallbackUrl(value: FormDataEntryValue | string | null): string {
  const url = typeof value === "string" ? value : "";
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
  if (/[\u0000-\u001f\u007f]/.test(url) || isUnsafeText(url)) return "/";
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : "/";
}
