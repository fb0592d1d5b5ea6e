"use client";
// Chooses the month and the payroll provider of the payroll-month screen: the choice lives in the URL
// (/payroll?year=2026&month=11&integration_id=3), so the page is rendered on the server for it.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  year: number;
  month: number;
  integrations: { id: number; alias: string }[];
  integrationId: number | null;
};

export function monthHref(
  year: number,
  month: number,
  integrationId: number | null,
  list: { page?: number; onlyAnomalies?: boolean } = {},
): string {
  const query = new URLSearchParams({ year: String(year), month: String(month) });
  if (integrationId !== null) query.set("integration_id", String(integrationId));
  // The people list's page (from 0 here, from 1 in the address) and filter, paged on the server.
  if (list.page) query.set("page", String(list.page + 1));
  if (list.onlyAnomalies) query.set("anomalies", "1");
  return `/payroll?${query.toString()}`;
}

const shift = (year: number, month: number, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm";
const navLink =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100";

export function MonthPicker({ year, month, integrations, integrationId }: Props) {
  const t = useTranslations("payroll");
  const locale = useLocale();
  const router = useRouter();
  const [y, setY] = useState(String(year));
  const [m, setM] = useState(String(month));
  const [i, setI] = useState(integrationId === null ? "" : String(integrationId));
  const before = shift(year, month, -1);
  const after = shift(year, month, 1);
  const monthName = (n: number) =>
    new Date(Date.UTC(2026, n - 1, 1)).toLocaleString(locale, { month: "long", timeZone: "UTC" });

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const yearNumber = Number(y);
        if (!Number.isInteger(yearNumber) || yearNumber < 2000 || yearNumber > 2100) return;
        router.push(monthHref(yearNumber, Number(m), i ? Number(i) : null));
      }}
      data-testid="payroll-month-picker"
    >
      <Link
        href={monthHref(before.year, before.month, integrationId)}
        className={navLink}
        aria-label={t("screen.previous")}
      >
        ‹
      </Link>
      <div>
        <label htmlFor="payroll-month" className="mb-1 block text-sm font-medium text-slate-800">
          {t("screen.month")}
        </label>
        <select id="payroll-month" value={m} onChange={(e) => setM(e.target.value)} className={fieldClass}>
          {Array.from({ length: 12 }, (_, k) => k + 1).map((n) => (
            <option key={n} value={n}>
              {monthName(n)}
            </option>
          ))}
        </select>
      </div>
      <div className="w-24">
        <label htmlFor="payroll-year" className="mb-1 block text-sm font-medium text-slate-800">
          {t("screen.year")}
        </label>
        <input
          id="payroll-year"
          type="text"
          inputMode="numeric"
          value={y}
          onChange={(e) => setY(e.target.value)}
          className={fieldClass}
        />
      </div>
      {integrations.length > 1 ? (
        <div>
          <label htmlFor="payroll-integration" className="mb-1 block text-sm font-medium text-slate-800">
            {t("screen.integration")}
          </label>
          <select id="payroll-integration" value={i} onChange={(e) => setI(e.target.value)} className={fieldClass}>
            {integrations.map((x) => (
              <option key={x.id} value={x.id}>
                {x.alias}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button type="submit" variant="secondary">
        {t("screen.show")}
      </Button>
      <Link href={monthHref(after.year, after.month, integrationId)} className={navLink} aria-label={t("screen.next")}>
        ›
      </Link>
    </form>
  );
}
