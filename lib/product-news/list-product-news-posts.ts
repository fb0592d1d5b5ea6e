// The product-news sidebar's posts, newest first, in the caller's language, with their read state.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { pickLocale } from "@/lib/i18n/locales";
import { narrowFilter } from "@/lib/shell/product-news-audience";
import { accountAudienceTags } from "./account-audience";
import { visiblePostsWhere } from "./product-news-where";
import type { TListProductNewsInput } from "./product-news.types";

export type ProductNewsPostJson = { id: number; title: string; body: string; published_at: string; is_read: boolean };

// In the language the screens use: the profile's, else the browser's (Accept-Language), else English.
export async function listProductNewsPosts(ctx: RequestContext, input: TListProductNewsInput, req?: Request) {
  const where = visiblePostsWhere(narrowFilter(input.filter, accountAudienceTags(ctx)));
  const [rows, total] = await Promise.all([
    db.productNewsPost.findMany({
      where,
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      include: { reads: { where: { userId: ctx.user.id }, select: { postId: true } } },
      ...skipTake(input),
    }),
    db.productNewsPost.count({ where }),
  ]);
  const lang = pickLocale(ctx.user.language, req?.headers.get("accept-language"));
  const data: ProductNewsPostJson[] = rows.map((p) => ({
    id: p.id,
    title: lang === "nl" ? p.titleNl : lang === "fr" ? p.titleFr : p.titleEn,
    body: lang === "nl" ? p.bodyNl : lang === "fr" ? p.bodyFr : p.bodyEn,
    published_at: p.publishedAt.toISOString(),
    is_read: p.reads.length > 0,
  }));
  return listResponse(data, total, input);
}
