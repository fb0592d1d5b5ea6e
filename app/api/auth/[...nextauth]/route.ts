// GET|POST /api/auth/* – Auth.js endpoints (csrf, callback/credentials, callback/mfa, callback/ticket,
// signout, session). Fields with NUL or unpaired surrogates answer 400 (lib/auth/unsafe-auth-input.ts);
// credential posts of a throttled account answer 429 with Retry-After here, before Auth.js (which can
// only redirect) sees them.
import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { throttledSignInResponse } from "@/lib/auth/throttled-sign-in-response";
import { unsafeAuthInputResponse } from "@/lib/auth/unsafe-auth-input";

export async function GET(req: NextRequest): Promise<Response> {
  return (await unsafeAuthInputResponse(req)) ?? handlers.GET(req);
}

export async function POST(req: NextRequest): Promise<Response> {
  return (await unsafeAuthInputResponse(req)) ?? (await throttledSignInResponse(req)) ?? handlers.POST(req);
}
