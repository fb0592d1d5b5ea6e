"use server";
// Server actions behind the sign-in form and the sign-out button.
import { AuthError } from "next-auth";
import { signIn, signOut } from "./auth";

export type SignInState = { error: "invalid_credentials" | "no_active_account" | "unknown" | null };

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  try {
    await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirectTo: safeCallbackUrl(form.get("callbackUrl")),
    });
    return { error: null };
  } catch (error) {
    if (error instanceof AuthError) {
      const code = (error as AuthError & { code?: string }).code;
      return { error: code === "no_active_account" ? "no_active_account" : error.type === "CredentialsSignin" ? "invalid_credentials" : "unknown" };
    }
    throw error; // the redirect after a successful sign-in travels as an error
  }
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}

// Only same-site relative paths: never let a link send a user off to another host after sign-in.
function safeCallbackUrl(value: FormDataEntryValue | null): string {
  const url = typeof value === "string" ? value : "";
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : "/";
}
