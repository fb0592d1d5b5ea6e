// How many visible posts the caller has not opened yet (the badge on the product-news icon).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { narrowFilter } from "@/lib/shell/product-news-audience";
import { accountAudienceTags } from "./account-audience";
import { visiblePostsWhere } from "./product-news-where";
import type { TUnreadProductNewsInput } from "./product-news.types";

export async function countUnreadProductNews(ctx: RequestContext, input: TUnreadProductNewsInput = {}) {
  const tags = narrowFilter(input.filter, accountAudienceTags(ctx));
  const count = await db.productNewsPost.count({
    where: { AND: [visiblePostsWhere(tags), { reads: { none: { userId: ctx.user.id } } }] },
  });
  return { count };
}
