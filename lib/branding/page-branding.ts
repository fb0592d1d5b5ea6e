// The branding for the page being rendered (server components): the request's host, resolved.
import { headers } from "next/headers";
import { requestHost } from "./request-host";
import { resolveBranding, type Branding } from "./resolve-branding";

export async function pageBranding(): Promise<Branding | null> {
  return resolveBranding(requestHost(await headers()));
}

/** The style that turns the app's brand colour into the host's (Tailwind 4 reads these variables). */
export function brandStyle(branding: Branding | null): React.CSSProperties | undefined {
  if (!branding?.brandColor) return undefined;
  return { ["--color-brand-600" as string]: branding.brandColor, ["--color-brand-700" as string]: branding.brandColor, ["--brand-color" as string]: branding.brandColor };
}
