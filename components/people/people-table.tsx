// The people directory table (spec section 2): the name column links to the person, the other columns are
// the ones chosen in the table settings (up to 6, custom-field columns included). Rows arrive rendered as
// text from the server, so the table only lays them out. Below the sm breakpoint (phones) the same rows
// show as a card list instead (photo or initials, name, job title, team; the whole card opens the person),
// because a table of up to seven columns cannot fit 375 px without scrolling sideways.
// A server component: nothing in it reacts to the person, so TanStack Table lays the rows out on the server
// and its ~12 kB gzip stay out of /people's first-load JavaScript (issue 18).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { createColumnHelper, createTable, flexRender, getCoreRowModel, type ColumnDef } from "@tanstack/react-table";
import { initials } from "@/lib/shell/initials";

export type PeopleRow = {
  id: number;
  name: string;
  deleted: boolean;
  sensitive: boolean;
  /** Column id -> text; a missing or empty value shows a dash. */
  cells: Record<string, string | null>;
  /** What the phone's card shows besides the name, whatever columns the table settings chose. */
  card: { photoUrl: string | null; jobTitle: string | null; teamName: string | null };
};

export type PeopleColumn = { id: string; label: string };

const helper = createColumnHelper<PeopleRow>();
// TanStack's own advice for a list of columns whose values differ in type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PeopleColumnDef = ColumnDef<PeopleRow, any>;

export function PeopleTable({
  rows,
  columns,
  nameLabel,
}: {
  rows: PeopleRow[];
  columns: PeopleColumn[];
  nameLabel: string;
}) {
  const t = useTranslations("people");
  const tableColumns: PeopleColumnDef[] = [
    helper.accessor("name", {
      id: "name",
      header: nameLabel,
      cell: (info) => {
        const row = info.row.original;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <Link href={`/people/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {row.name}
            </Link>
            {row.deleted && (
              <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t("deletedBadge")}</span>
            )}
            {row.sensitive && (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t("sensitiveBadge")}</span>
            )}
          </span>
        );
      },
    }),
    ...columns.map((column) =>
      helper.accessor((row) => row.cells[column.id] ?? null, {
        id: column.id,
        header: column.label,
        cell: (info) => info.getValue() || <span aria-label={t("none")}>–</span>,
      }),
    ),
  ];
  const table = serverTable(rows, tableColumns);

  return (
    <>
      <PeopleCards rows={rows} />
      <div className="hidden overflow-x-auto rounded-lg bg-white shadow-sm sm:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="people-table">
          <thead className="bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className="whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-700"
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="people-row" className="hover:bg-slate-50">
                {row.getVisibleCells().map((cell, index) =>
                  index === 0 ? (
                    <th key={cell.id} scope="row" className="px-3 py-2 text-left font-normal">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </th>
                  ) : (
                    <td key={cell.id} className="whitespace-nowrap px-3 py-2 text-slate-700">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** What useReactTable does, without the React state a server component cannot hold (nothing changes here). */
function serverTable(rows: PeopleRow[], columns: PeopleColumnDef[]) {
  const table = createTable<PeopleRow>({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  });
  table.setOptions((prev) => ({ ...prev, state: table.initialState }));
  return table;
}

function PeopleCards({ rows }: { rows: PeopleRow[] }) {
  const t = useTranslations("people");
  return (
    <ul className="space-y-2 sm:hidden" data-testid="people-cards">
      {rows.map((row) => (
        <li key={row.id} data-testid="people-card">
          <Link
            href={`/people/${row.id}`}
            className="flex min-h-16 items-center gap-3 rounded-lg bg-white p-3 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {row.card.photoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the photo route answers per person with its own caching
              <img src={row.card.photoUrl} alt="" className="h-11 w-11 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
              >
                {initials(row.name)}
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="break-words font-medium text-brand-700">{row.name}</span>
                {row.deleted && (
                  <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t("deletedBadge")}</span>
                )}
                {row.sensitive && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    {t("sensitiveBadge")}
                  </span>
                )}
              </span>
              {(row.card.jobTitle || row.card.teamName) && (
                <span className="block break-words text-sm text-slate-600">
                  {[row.card.jobTitle, row.card.teamName].filter(Boolean).join(" · ")}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
