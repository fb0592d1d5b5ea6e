// Pagination state (spec section 4): Next is disabled when fewer items than the page size came back or
// the total is reached; the page never goes below 0. Pages count from 0.
import { PAGINATION_DEFAULT_PAGE_SIZE } from "./constants";

export type PaginationInput = { page: number; itemsOnPage: number; pageSize?: number; total?: number | null };

export function clampPage(page: number): number {
  return Number.isFinite(page) && page > 0 ? Math.floor(page) : 0;
}

export function paginationState({
  page,
  itemsOnPage,
  pageSize = PAGINATION_DEFAULT_PAGE_SIZE,
  total,
}: PaginationInput) {
  const current = clampPage(page);
  const shortPage = itemsOnPage < pageSize;
  const totalReached = total !== undefined && total !== null && (current + 1) * pageSize >= total;
  return { page: current, canPrevious: current > 0, canNext: !shortPage && !totalReached };
}
