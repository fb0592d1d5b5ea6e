"use client";
// Previous / Next paging (spec section 4): Next is disabled on a short page or when the total is
// reached; Previous on the first page. Pages count from 0 and are shown from 1.
import { useTranslations } from "next-intl";
import { PAGINATION_DEFAULT_PAGE_SIZE } from "@/lib/ui/constants";
import { clampPage, paginationState } from "@/lib/ui/pagination";
import { Button } from "./button";

type Props = {
  page: number;
  itemsOnPage: number;
  pageSize?: number;
  total?: number | null;
  onPageChange: (page: number) => void;
  className?: string;
};

export function Pagination({
  page,
  itemsOnPage,
  pageSize = PAGINATION_DEFAULT_PAGE_SIZE,
  total,
  onPageChange,
  className = "",
}: Props) {
  const t = useTranslations("fields");
  const state = paginationState({ page, itemsOnPage, pageSize, total });
  const pages = total !== undefined && total !== null ? Math.max(1, Math.ceil(total / pageSize)) : null;
  return (
    <nav aria-label={t("pagination")} className={`flex items-center justify-between gap-3 ${className}`}>
      <Button variant="secondary" disabled={!state.canPrevious} onClick={() => onPageChange(clampPage(state.page - 1))}>
        {t("previous")}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {pages ? t("pageOf", { page: state.page + 1, pages }) : t("page", { page: state.page + 1 })}
      </span>
      <Button variant="secondary" disabled={!state.canNext} onClick={() => onPageChange(state.page + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}
