// The branding of the host a request came in on (spec section 3, "Custom domain"; resellers' branded
// hosts): a group's custom domain shows that company's name and logo (with its reseller's colour and help
// centre), a reseller's domain shows the reseller's. Any other host (our own domain, unknown names) has no
// branding: null, and the app looks like itself. Read on every page, so answers are kept in memory briefly
// (a changed domain shows within BRANDING_TTL_MS; this process's own changes clear the cache at once).
import { db } from "@/lib/db/client";

export type Branding = {
  kind: "group" | "reseller";
  name: string;
  /** The logo for this host (public: the sign-in page shows it), or null. */
  logoUrl: string | null;
  /** A CSS colour (#rrggbb) or null for ours. */
  brandColor: string | null;
  helpCentreUrl: string | null;
  /** For a group's domain: its access type, so the sign-in page can point to single sign-on. */
  accessType: string | null;
};

export const BRANDING_TTL_MS = 60_000;
export const BRANDING_LOGO_PATH = "/api/selfservice/domain/logo";
const MAX_ENTRIES = 1000;
const cache = new Map<string, { at: number; value: Branding | null }>();

export async function resolveBranding(host: string | null, now = Date.now()): Promise<Branding | null> {
  if (!host) return null;
  const hit = cache.get(host);
  if (hit && now - hit.at < BRANDING_TTL_MS) return hit.value;
  const value = await loadBranding(host);
  // A bounded cache: forged Host headers must not grow it without end.
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(host, { at: now, value });
  return value;
}

export function invalidateBrandingCache(): void {
  cache.clear();
}

async function loadBranding(host: string): Promise<Branding | null> {
  const group = await db.group.findUnique({
    where: { customDomain: host },
    select: {
      name: true,
      accessType: true,
      logoMime: true,
      reseller: { select: { brandColor: true, helpCentreUrl: true } },
    },
  });
  if (group) {
    return {
      kind: "group",
      name: group.name,
      logoUrl: group.logoMime ? BRANDING_LOGO_PATH : null,
      brandColor: safeColour(group.reseller?.brandColor),
      helpCentreUrl: group.reseller?.helpCentreUrl ?? null,
      accessType: group.accessType,
    };
  }
  const reseller = await db.reseller.findUnique({
    where: { customDomain: host },
    select: { name: true, brandColor: true, helpCentreUrl: true },
  });
  if (!reseller) return null;
  return {
    kind: "reseller",
    name: reseller.name,
    logoUrl: null,
    brandColor: safeColour(reseller.brandColor),
    helpCentreUrl: reseller.helpCentreUrl,
    accessType: null,
  };
}

// The colour goes into a style attribute: only a plain hex colour, never arbitrary CSS.
function safeColour(value: string | null | undefined): string | null {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : null;
}
