"use client";
// HR's Excel export of the claims of a period (GET /api/expenses/list/excel?from&to): a plain download link
// once both dates are valid.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/ui/date-field";
import { parseDateInput } from "@/lib/validation/date-input";

export function ExportPanel() {
  const t = useTranslations("expenses.export");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const ready = parseDateInput(from) !== null && parseDateInput(to) !== null;
  const href = `/api/expenses/list/excel?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return (
    <section
      aria-labelledby="expenses-export-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="expenses-export-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label={t("from")} value={from} onChange={(text) => setFrom(text)} />
        <DateField label={t("to")} value={to} onChange={(text) => setTo(text)} />
      </div>
      {ready ? (
        <a
          href={href}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          download
        >
          {t("download")}
        </a>
      ) : (
        <span
          aria-disabled="true"
          className="inline-flex min-h-10 items-center rounded-md bg-slate-400 px-4 py-2 text-sm font-medium text-white"
        >
          {t("download")}
        </span>
      )}
    </section>
  );
}
