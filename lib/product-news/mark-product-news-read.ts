// Marks posts read for the caller: the given ones, or every post they can see (opening the sidebar).
// Ids of posts the caller cannot see answer 404, like ids that do not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { accountAudienceTags } from "./account-audience";
import { visiblePostsWhere } from "./product-news-where";
import type { TMarkProductNewsReadInput } from "./product-news.types";

export async function markProductNewsRead(ctx: RequestContext, input: TMarkProductNewsReadInput) {
  const where = visiblePostsWhere(accountAudienceTags(ctx));
  return db.$transaction(async (tx) => {
    const ids = input.post_ids ? [...new Set(input.post_ids)] : null;
    const posts = await tx.productNewsPost.findMany({
      where: ids ? { AND: [where, { id: { in: ids } }] } : where,
      select: { id: true },
    });
    if (ids && posts.length !== ids.length) throw AppError.notFound("Post");
    const created = await tx.productNewsRead.createMany({
      data: posts.map((p) => ({ userId: ctx.user.id, postId: p.id })),
      skipDuplicates: true,
    });
    if (created.count > 0) {
      await recordAudit(tx, ctx, {
        action: "product_news_read",
        objectType: "user",
        objectId: ctx.user.id,
        after: { posts_marked_read: created.count },
      });
    }
    return { marked: created.count };
  });
}
