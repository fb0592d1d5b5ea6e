"use client";
// The people directory table (spec section 2): the name column links to the person, the other columns are
// the ones chosen in the table settings (up to 6, custom-field columns included). Rows arrive as text from
// the server, so the table only lays them out. Below the sm breakpoint (phones) the same rows show as a card
// list instead (photo or initials, name, job title, team; the whole card opens the person), because a table
// of up to seven columns cannot fit 375 px without scrolling sideways.
// A client component on purpose (issue 18): as a server component both layouts travelled twice, once as
// HTML and once as their RSC tree (~1.7 KB of elements and class names a person), which made up a third of
// /people's HTML; as a client component the payload carries each row's data once and the browser builds
// both layouts from it. A plain map, no table library: nothing here sorts or filters.
// Only one layout is rendered (lib/ui/screen-layout.ts): the server's guess while hydrating, then the
// screen's; the breakpoint classes stay, so a wrong guess is hidden until it is switched.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { initials } from "@/lib/shell/initials";
import type { ScreenLayout } from "@/lib/ui/screen-layout";
import { useScreenLayout } from "@/components/ui/use-screen-layout";

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

export function PeopleTable({
  rows,
  columns,
  nameLabel,
  layout: rendered,
}: {
  rows: PeopleRow[];
  columns: PeopleColumn[];
  nameLabel: string;
  /** The layout the server rendered (lib/ui/request-screen-layout.ts). */
  layout: ScreenLayout;
}) {
  const t = useTranslations("people");
  const layout = useScreenLayout(rendered);
  if (layout === "narrow") return <PeopleCards rows={rows} />;
  const nameCell = (row: PeopleRow) => (
    <span className="flex flex-wrap items-center gap-2">
      <Link href={`/people/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {row.name}
      </Link>
      <Badges row={row} />
    </span>
  );
  return (
    <div className="hidden overflow-x-auto rounded-lg bg-white shadow-sm sm:block">
      {/* Cell padding, alignment and colours: the .people-table rules in app/globals.css, once, not per cell. */}
      <table className="people-table min-w-full divide-y divide-slate-200 text-sm" data-testid="people-table">
        <thead className="bg-slate-50">
          <tr>
            {[nameLabel, ...columns.map((c) => c.label)].map((label, index) => (
              <th key={index} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-testid="people-row" className="hover:bg-slate-50">
              <th scope="row">{nameCell(row)}</th>
              {columns.map((column) => (
                <td key={column.id}>{row.cells[column.id] || <span aria-label={t("none")}>–</span>}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The deleted and sensitive marks beside a name, in the table and on the cards alike. */
function Badges({ row }: { row: PeopleRow }) {
  const t = useTranslations("people");
  return (
    <>
      {row.deleted && (
        <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t("deletedBadge")}</span>
      )}
      {row.sensitive && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t("sensitiveBadge")}</span>
      )}
    </>
  );
}

function PeopleCards({ rows }: { rows: PeopleRow[] }) {
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
                <Badges row={row} />
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
