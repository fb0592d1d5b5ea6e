// GET|POST /api/auth/* – Auth.js endpoints (csrf, callback/credentials, callback/mfa, callback/ticket,
// signout, session). Credential posts of a throttled account answer 429 with Retry-After here, before
// Auth.js (which can only redirect) sees them.
import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { throttledSignInResponse } from "@/lib/auth/throttled-sign-in-response";

export const GET = handlers.GET;

export async function POST(req: NextRequest): Promise<Response> {
  return (await throttledSignInResponse(req)) ?? handlers.POST(req);
}
