// POST /login/callback – the generic return route of single sign-on, used as the SAML assertion consumer
// service (HTTP-POST binding: form field SAMLResponse). A valid, signed, fresh assertion for an enabled
// member of the group signs them in (a new session bound to that group), or, for a user with two-factor,
// leads to the sign-in page's code step; anything else gets the explanation page.
// GET /login/callback – nothing to consume: on to the user's home or the sign-in page.
import { NextResponse, type NextRequest } from "next/server";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { consumeSamlResponse } from "@/lib/federation/consume-saml-response";
import { signInWithTicket } from "@/lib/federation/sign-in-with-ticket";
import { ssoFailureUrl } from "@/lib/federation/sso-failure";
import { SSO_SECOND_FACTOR_COOKIE, ssoSecondFactorCookieOptions } from "@/lib/federation/sso-second-factor-cookie";
import { isHttpsRequest } from "@/lib/api/request-checks";

const MAX_FORM_BYTES = 512 * 1024;

export async function POST(req: NextRequest) {
  const base = publicBaseUrl(req);
  let samlResponse = "";
  const length = Number(req.headers.get("content-length") ?? 0);
  if (
    length <= MAX_FORM_BYTES &&
    (req.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")
  ) {
    const text = await req.text();
    if (text.length <= MAX_FORM_BYTES) samlResponse = new URLSearchParams(text).get("SAMLResponse") ?? "";
  }
  const outcome = await consumeSamlResponse({ samlResponse, baseUrl: base });
  if (outcome.kind === "failed") return NextResponse.redirect(ssoFailureUrl(base, outcome.reason), 303);
  if (outcome.kind === "second_factor") {
    const res = NextResponse.redirect(`${base}/login`, 303);
    res.cookies.set(SSO_SECOND_FACTOR_COOKIE, outcome.ticket, ssoSecondFactorCookieOptions(isHttpsRequest(req)));
    return res;
  }
  await signInWithTicket(outcome.ticket);
  return NextResponse.redirect(`${base}/`, 303);
}

export async function GET(req: NextRequest) {
  return NextResponse.redirect(`${publicBaseUrl(req)}/rerouter`, 303);
}
