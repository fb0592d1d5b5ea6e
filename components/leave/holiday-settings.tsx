"use client";
// Public holidays of a year, with the replacement day for each Belgian holiday on a rest day.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { formatDay } from "@/lib/i18n/format-date";
import { useToast } from "@/components/ui/toast";

type Holiday = {
  date: string;
  name: string;
  optional: boolean;
  needs_replacement: boolean;
  replacement_date: string | null;
};

export function HolidaySettings({ holidays, canEdit }: { holidays: Holiday[]; canEdit: boolean }) {
  const t = useTranslations("leave");
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {holidays.map((h) => (
        <li key={h.date} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
          <span>
            <span className="tabular-nums">{formatDay(h.date, locale)}</span> · {h.name}
            {h.optional ? ` (${t("optionalHoliday")})` : ""}
          </span>
          {h.needs_replacement && <Replacement holiday={h} canEdit={canEdit} />}
        </li>
      ))}
    </ul>
  );
}

function Replacement({ holiday, canEdit }: { holiday: Holiday; canEdit: boolean }) {
  const t = useTranslations("leave");
  const router = useRouter();
  const toast = useToast();
  const [date, setDate] = useState(holiday.replacement_date ?? "");
  const { pending, run, fieldError, error } = useApiAction();
  async function save(e: React.FormEvent) {
    e.preventDefault();
    const result = await run(() =>
      apiFetch("/api/holidays/replacement", { body: { holiday_date: holiday.date, replacement_date: date || null } }),
    );
    if (result.ok) {
      toast.show({ variant: "success", title: t("saved") });
      router.refresh();
    }
  }
  const id = `replacement-${holiday.date}`;
  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-slate-700">
        {t("replacementDay")}
      </label>
      <DateInput
        id={id}
        label={t("replacementDay")}
        value={date}
        onChange={setDate}
        disabled={!canEdit}
        min={`${holiday.date.slice(0, 4)}-01-01`}
        max={`${holiday.date.slice(0, 4)}-12-31`}
        className="w-44"
        aria-describedby={`${id}-err`}
      />
      {canEdit && (
        <Button type="submit" variant="secondary" disabled={pending} className="min-h-8 px-2">
          {t("save")}
        </Button>
      )}
      <span id={`${id}-err`} className="w-full text-red-700 sm:w-auto">
        {error ? fieldError("replacement_date") : !holiday.replacement_date ? t("replacementMissing") : null}
      </span>
    </form>
  );
}
