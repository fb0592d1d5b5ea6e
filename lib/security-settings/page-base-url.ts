// The public base URL while rendering a page (the SAML addresses shown to the admin): APP_URL when set,
// else the page's own origin, exactly as publicBaseUrl() derives it for route handlers.
import { headers } from "next/headers";
import { publicBaseUrl } from "@/lib/federation/app-url";

export async function pageBaseUrl(): Promise<string> {
  const head = await headers();
  const host = head.get("host") ?? "localhost";
  return publicBaseUrl(new Request(`http://${host}/`, { headers: head }));
}
