"use client";
// The product-news sidebar (spec section 2): release notes, newest first, with the unread count on its
// icon. Opening it marks everything read (POST /api/product_news/markRead) after the posts are shown, so
// the "New" markers still say what was new. The drawer (./product-news-drawer.tsx) is downloaded after the
// page, at once when it is opened (issue 18: first-load JavaScript).
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { lazyModule } from "@/components/ui/lazy-module";
import { LazyFallback, retryLazy } from "@/components/ui/lazy-fallback";
import { NewsIcon } from "./icons";

const newsDrawer = lazyModule(() => import("./product-news-drawer"));
const retryDrawer = retryLazy(newsDrawer);

type ProductNewsState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  unread: number;
  setUnread: (n: number) => void;
};

const ProductNewsContext = createContext<ProductNewsState | null>(null);

/** Shares the drawer and the unread count between the header icon and the sidebar's phone entry. */
export function ProductNewsProvider({ initialUnread, children }: { initialUnread: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(initialUnread);
  const value = useMemo(() => ({ open, setOpen, unread, setUnread }), [open, unread]);
  const { module: drawer, failed } = newsDrawer.useLazy(open);
  return (
    <ProductNewsContext.Provider value={value}>
      {children}
      {drawer ? (
        <drawer.ProductNewsDrawer open={open} onOpenChange={setOpen} onAllRead={() => setUnread(0)} />
      ) : open ? (
        <LazyFallback failed={failed} onRetry={retryDrawer} onClose={() => setOpen(false)} />
      ) : null}
    </ProductNewsContext.Provider>
  );
}

export function useProductNews(): ProductNewsState | null {
  return useContext(ProductNewsContext);
}

export function ProductNewsButton() {
  const t = useTranslations("shell.news");
  const news = useProductNews();
  if (!news) return null;
  const { unread } = news;
  const onOpen = () => news.setOpen(true);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={unread > 0 ? t("labelWithCount", { count: unread }) : t("label")}
      data-testid="product-news-button"
      className="relative hidden h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100 md:flex"
    >
      <NewsIcon />
      {unread > 0 && (
        <span
          data-testid="product-news-badge"
          className="absolute -right-0.5 top-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] font-semibold leading-5 text-white"
        >
          {unread}
        </span>
      )}
    </button>
  );
}
