// The kind filter at the top of /inbox: every kind the caller can act on with its pending count, and "all".
import Link from "next/link";
import { getTranslations } from "next-intl/server";

type Props = {
  counts: Array<{ kind: string; count: number }>;
  current: string | null;
  hrefFor: (kind: string | null) => string;
};

export async function InboxKindFilter({ counts, current, hrefFor }: Props) {
  const t = await getTranslations("requests");
  const total = counts.reduce((a, c) => a + c.count, 0);
  const items = [{ kind: null as string | null, label: t("kinds.all"), count: total }].concat(
    counts.map((c) => ({ kind: c.kind, label: t(`kinds.${c.kind}`), count: c.count })),
  );
  return (
    <nav aria-label={t("filterLabel")}>
      <ul className="flex flex-wrap gap-2">
        {items.map((i) => {
          const active = i.kind === current;
          return (
            <li key={i.kind ?? "all"}>
              <Link
                href={hrefFor(i.kind)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm ${
                  active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"
                }`}
              >
                {i.label} <span className="ml-1">({i.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
