"use client";
// Paging of the server-rendered directory: the page lives in the URL (?page=, counted from 1 like the API),
// so a change is a navigation the server renders; the shared Pagination counts from 0. One page only (and
// not a page past the end): no paging at all, rather than "Page 1 of 1" between two disabled buttons.
// Shared by /people, /contracts and /settings/users.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Pagination } from "@/components/ui/pagination";

type Props = { page: number; perPage: number; itemsOnPage: number; total: number };

export function PeoplePagination({ page, perPage, itemsOnPage, total }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  if (page <= 1 && total <= perPage) return null;
  return (
    <Pagination
      page={page - 1}
      pageSize={perPage}
      itemsOnPage={itemsOnPage}
      total={total}
      onPageChange={(zeroBased) => {
        const next = new URLSearchParams(params.toString());
        if (zeroBased > 0) next.set("page", String(zeroBased + 1));
        else next.delete("page");
        const query = next.toString();
        router.push(query ? `${pathname}?${query}` : pathname);
      }}
    />
  );
}
