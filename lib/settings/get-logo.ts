// The company logo as an image response (GET /util/logo/getlogo). A request naming the current version
// (?v=, from logo_url) may be cached for a year: a new upload is a new URL. Without the version, or with
// an old one, the browser must revalidate.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { logoVersion } from "./logo-version";

export async function getLogo(ctx: RequestContext, requestedVersion: string | undefined): Promise<Response> {
  const g = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { logo: true, logoMime: true } });
  if (!g.logo || !g.logoMime) throw AppError.notFound("Logo");
  const version = logoVersion(g.logo);
  const cacheControl = requestedVersion === version ? "private, max-age=31536000, immutable" : "private, no-cache";
  return new Response(new Uint8Array(g.logo), {
    headers: {
      "Content-Type": g.logoMime,
      "Content-Length": String(g.logo.length),
      "Cache-Control": cacheControl,
      ETag: `"${version}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
