// GET /login/saml?subdomain=acme – the "company's SSO" form on the sign-in page: on to /login/saml/acme.
import { NextResponse, type NextRequest } from "next/server";
import { publicBaseUrl } from "@/lib/federation/app-url";

export async function GET(req: NextRequest) {
  const base = publicBaseUrl(req);
  const subdomain = (req.nextUrl.searchParams.get("subdomain") ?? "").trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(subdomain)) return NextResponse.redirect(`${base}/login`, 303);
  return NextResponse.redirect(`${base}/login/saml/${subdomain}`, 303);
}
