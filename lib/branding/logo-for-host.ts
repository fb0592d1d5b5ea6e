// The logo of the group whose custom domain a request came in on, for the (public) sign-in page. Only the
// host decides: nobody can fetch another company's logo through this path without its domain.
import { db } from "@/lib/db/client";

export async function logoForHost(host: string | null): Promise<{ bytes: Uint8Array; mime: string } | null> {
  if (!host) return null;
  const group = await db.group.findUnique({ where: { customDomain: host }, select: { logo: true, logoMime: true } });
  if (!group?.logo || !group.logoMime) return null;
  return { bytes: new Uint8Array(group.logo), mime: group.logoMime };
}
