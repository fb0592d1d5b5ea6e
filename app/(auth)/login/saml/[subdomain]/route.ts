// GET /login/saml/{subdomain} – SP-initiated SAML sign-in: redirects to the group's identity provider with
// an AuthnRequest. A company without SAML settings gets the explanation page.
import { NextResponse, type NextRequest } from "next/server";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { startSamlLogin } from "@/lib/federation/start-saml-login";
import { ssoFailureUrl } from "@/lib/federation/sso-failure";
import { isUnsafeText } from "@/lib/api/unsafe-text";
import { unsafeTextResponse } from "@/lib/api/unsafe-text-response";

export async function GET(req: NextRequest, { params }: { params: Promise<{ subdomain: string }> }) {
  const base = publicBaseUrl(req);
  const { subdomain } = await params;
  // A NUL or an unpaired surrogate would reach the database: 400 naming the path segment.
  if (isUnsafeText(subdomain)) return unsafeTextResponse("subdomain");
  const url = subdomain.length <= 63 ? await startSamlLogin(subdomain, base) : null;
  return NextResponse.redirect(url ?? ssoFailureUrl(base, "not_configured"), 303);
}
