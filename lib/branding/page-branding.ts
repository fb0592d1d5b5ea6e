// The branding for the page being rendered (server components): the request's host, resolved.
import { headers } from "next/headers";
import { requestHost } from "./request-host";
import { resolveBranding, type Branding } from "./resolve-branding";

export async function pageBranding(): Promise<Branding | null> {
  return resolveBranding(requestHost(await headers()));
}

export { brandStyle } from "./brand-style";
