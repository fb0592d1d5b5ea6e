// Lists answer { data, total, page, per_page } (ARCHITECTURE.md). Pages count from 1; the default page
// size is 10 (spec section 9).
import { z } from "zod";

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 500;

export const ZPagination = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type TPagination = z.infer<typeof ZPagination>;

export function listResponse<T>(data: T[], total: number, pagination?: TPagination) {
  return {
    data,
    total,
    page: pagination?.page ?? 1,
    per_page: pagination?.per_page ?? Math.max(data.length, DEFAULT_PER_PAGE),
  };
}

export function skipTake(p: TPagination) {
  return { skip: (p.page - 1) * p.per_page, take: p.per_page };
}
