// GET /api/product_news/unreadCount?filter – how many visible posts the caller has not opened
import { route } from "@/lib/api/route";
import { countUnreadProductNews } from "@/lib/product-news/count-unread-product-news";
import { ZUnreadProductNewsInput } from "@/lib/product-news/product-news.types";

export const GET = route({ input: ZUnreadProductNewsInput }, countUnreadProductNews);
