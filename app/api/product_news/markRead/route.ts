// POST /api/product_news/markRead {post_ids?} – marks posts read for the caller (all visible ones without ids)
import { route } from "@/lib/api/route";
import { markProductNewsRead } from "@/lib/product-news/mark-product-news-read";
import { ZMarkProductNewsReadInput } from "@/lib/product-news/product-news.types";

// A read-only user may still keep track of what they have read: it changes nothing of the company's.
export const POST = route({ input: ZMarkProductNewsReadInput, allowReadOnly: true }, markProductNewsRead);
