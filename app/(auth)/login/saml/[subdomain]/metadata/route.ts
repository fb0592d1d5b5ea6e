// GET /login/saml/{subdomain}/metadata – our SAML service provider metadata for the group's IdP
// (entity ID, assertion consumer service). 404 when the group has no SAML settings.
import type { NextRequest } from "next/server";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { samlMetadata } from "@/lib/federation/start-saml-login";
import { isUnsafeText } from "@/lib/api/unsafe-text";
import { unsafeTextResponse } from "@/lib/api/unsafe-text-response";

export async function GET(req: NextRequest, { params }: { params: Promise<{ subdomain: string }> }) {
  const { subdomain } = await params;
  if (isUnsafeText(subdomain)) return unsafeTextResponse("subdomain");
  const xml = subdomain.length <= 63 ? await samlMetadata(subdomain, publicBaseUrl(req)) : null;
  if (!xml) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(xml, { headers: { "content-type": "application/samlmetadata+xml; charset=utf-8" } });
}
