// GET /login/saml/{subdomain}/metadata – our SAML service provider metadata for the group's IdP
// (entity ID, assertion consumer service). 404 when the group has no SAML settings.
import type { NextRequest } from "next/server";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { samlMetadata } from "@/lib/federation/start-saml-login";

export async function GET(req: NextRequest, { params }: { params: Promise<{ subdomain: string }> }) {
  const { subdomain } = await params;
  const xml = subdomain.length <= 63 ? await samlMetadata(subdomain, publicBaseUrl(req)) : null;
  if (!xml) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(xml, { headers: { "content-type": "application/samlmetadata+xml; charset=utf-8" } });
}
