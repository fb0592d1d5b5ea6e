// The posts an account's users see: published, and meant for everyone or for one of the account's
// audience tags (lib/shell/product-news-audience.ts).
import type { Prisma } from "@/lib/db/generated/client";

export function visiblePostsWhere(tags: readonly string[], now = new Date()): Prisma.ProductNewsPostWhereInput {
  return {
    publishedAt: { lte: now },
    OR: [{ audiences: { isEmpty: true } }, ...(tags.length ? [{ audiences: { hasSome: [...tags] } }] : [])],
  };
}
