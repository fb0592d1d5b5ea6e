"use client";
// The product-news drawer (./product-news.tsx holds its open state and the unread count): the posts,
// newest first, a page at a time; each opening reloads the first page, then marks everything read.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/lib/i18n/format-date";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ProductNewsPostJson } from "@/lib/product-news/list-product-news-posts";
import { radixDialog } from "@/components/ui/lazy-module";
import { LazyFallback, retryRadixDialog } from "@/components/ui/lazy-fallback";
import { CloseIcon } from "./icons";

type Page = { data: ProductNewsPostJson[]; total: number; page: number; per_page: number };

export function ProductNewsDrawer({
  open,
  onOpenChange,
  onAllRead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAllRead: () => void;
}) {
  const t = useTranslations("shell.news");
  const common = useTranslations("common");
  const locale = useLocale();
  const [posts, setPosts] = useState<ProductNewsPostJson[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");

  const load = useCallback(async (nextPage: number) => {
    setStatus("loading");
    try {
      const res = await apiFetch<Page>(`/api/product_news/posts?page=${nextPage}`);
      setPosts((prev) => (nextPage === 1 ? res.data : [...prev, ...res.data]));
      setTotal(res.total);
      setPage(nextPage);
      setStatus("idle");
      return true;
    } catch {
      setStatus("error");
      return false;
    }
  }, []);

  // Each opening reloads the first page, then marks everything read.
  const onAllReadRef = useRef(onAllRead);
  useEffect(() => {
    onAllReadRef.current = onAllRead;
  });
  useEffect(() => {
    if (!open) return;
    void (async () => {
      if (!(await load(1))) return;
      try {
        await apiFetch("/api/product_news/markRead", { body: {} });
        onAllReadRef.current();
      } catch {
        /* the count stays; the next opening tries again */
      }
    })();
  }, [open, load]);

  // Radix's dialog code arrives after the page (components/ui/lazy-module.ts); a closed panel needs none.
  const { module: Dialog, failed } = radixDialog.useLazy(open);
  if (!Dialog) {
    return open ? (
      <LazyFallback failed={failed} onRetry={retryRadixDialog} onClose={() => onOpenChange(false)} />
    ) : null;
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid="product-news"
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl focus:outline-none sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{t("title")}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={common("close")}
                className="flex h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("title")}</Dialog.Description>
          <div tabIndex={0} role="region" aria-label={t("title")} className="flex-1 overflow-y-auto px-4 py-3">
            {posts.length === 0 && status === "idle" && <p className="text-sm text-slate-700">{t("empty")}</p>}
            <ol className="space-y-4">
              {posts.map((post) => (
                <li key={post.id} data-testid="product-news-post">
                  <article className="rounded-md border border-slate-200 p-3">
                    <header className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold">{post.title}</h3>
                      {!post.is_read && (
                        <span className="rounded bg-brand-600 px-1.5 text-xs font-semibold text-white">{t("new")}</span>
                      )}
                    </header>
                    <p className="mt-0.5 text-xs text-slate-600">
                      <time dateTime={post.published_at}>{formatDay(post.published_at, locale)}</time>
                    </p>
                    <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{post.body}</p>
                  </article>
                </li>
              ))}
            </ol>
            {status === "loading" && <p className="mt-3 text-sm text-slate-700">{common("loading")}</p>}
            {status === "error" && (
              <p role="alert" className="mt-3 text-sm text-red-800">
                {t("failed")}
              </p>
            )}
            {status === "idle" && posts.length < total && (
              <button
                type="button"
                onClick={() => void load(page + 1)}
                className="mt-4 min-h-10 w-full rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-50"
              >
                {t("loadMore")}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
