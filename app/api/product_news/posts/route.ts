// GET /api/product_news/posts?page&per_page&filter – the product-news posts for the caller's account
import { route } from "@/lib/api/route";
import { listProductNewsPosts } from "@/lib/product-news/list-product-news-posts";
import { ZListProductNewsInput } from "@/lib/product-news/product-news.types";

export const GET = route({ input: ZListProductNewsInput }, listProductNewsPosts);
