"use client";
// The terms blocks every contract and wage form shares (add, change and terminate a contract; set or end a
// wage on /people/{id}): its dates, its week (a fixed schedule of hours per day whose weekly hours and days
// follow, or for a variable schedule the days and hours a week; or only the weekly hours a wage carries)
// and its wage. A form passes the blocks it needs; the values stay the form's own state, typed as text
// (spec section 5: a comma or a dot, shown with the reader's decimal separator).
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatNumberInput, parseNumberInput } from "@/lib/validation/number-input";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A full-time Belgian week: 7.6 hours Monday to Friday (38 hours). */
const DEFAULT_DAY_HOURS = [7.6, 7.6, 7.6, 7.6, 7.6, 0, 0];

type FieldError = (name: string) => string | null | undefined;

export type TermsDate = {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  /** Shown right under this date (the notice explanation under the notification date). */
  after?: ReactNode;
};

export type WeekTerms = {
  variable: boolean;
  /** Hours per weekday, Monday first, as typed. */
  days: string[];
  onDays: (days: string[]) => void;
  dayCount: string;
  onDayCount: (text: string) => void;
  hours: string;
  onHours: (text: string) => void;
  /** A variable schedule's days and hours must be given (a new contract; a change leaves them optional). */
  required?: boolean;
  /** A checkbox above the week: the variable-schedule switch, or "change the week" (then `open` shows it). */
  toggle?: { label: string; checked: boolean; onChange: (on: boolean) => void; testId?: string };
  open?: boolean;
};

export type NumberTerms = {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  positiveOnly?: boolean;
  decimals?: number;
  max?: number;
};

type Props = {
  fieldError: FieldError;
  dates?: TermsDate[];
  week?: WeekTerms;
  /** Only the weekly hours (a wage line), instead of a week. */
  weeklyHours?: NumberTerms;
  wage?: NumberTerms;
};

/** The default week's hours per day as the reader types them ("7.6" / "7,6"). */
export function defaultWeekDays(locale: string): string[] {
  return DEFAULT_DAY_HOURS.map((h) => formatNumberInput(h, locale));
}

/** What a fixed week sends: minutes per day, the weekly hours (two decimals) and the working days. */
export function weekFromDays(days: string[]) {
  const minutes = days.map((d) => {
    const parsed = parseNumberInput(d);
    return parsed && parsed.ok ? Math.round(parsed.value * 60) : 0;
  });
  const weeklyHours = Math.round((minutes.reduce((a, b) => a + b, 0) / 60) * 100) / 100;
  return { minutes, weeklyHours, workDays: minutes.filter((m) => m > 0).length };
}

export function ContractTermsFields({ fieldError, dates, week, weeklyHours, wage }: Props) {
  return (
    <>
      {dates?.map((d) => (
        <div key={d.name} className="contents">
          <DateField
            label={d.label}
            value={d.value}
            onChange={(v) => d.onChange(v)}
            required={d.required}
            error={fieldError(d.name)}
          />
          {d.after}
        </div>
      ))}
      {week && <WeekBlock week={week} fieldError={fieldError} />}
      {weeklyHours && <NumberBlock terms={weeklyHours} fieldError={fieldError} />}
      {wage && <NumberBlock terms={{ decimals: 2, ...wage }} fieldError={fieldError} />}
    </>
  );
}

function NumberBlock({ terms, fieldError }: { terms: NumberTerms; fieldError: FieldError }) {
  return (
    <NumberField
      label={terms.label}
      value={terms.value}
      onChange={(v) => terms.onChange(v)}
      required={terms.required}
      positiveOnly={terms.positiveOnly}
      decimals={terms.decimals}
      max={terms.max}
      error={fieldError(terms.name)}
    />
  );
}

function WeekBlock({ week, fieldError }: { week: WeekTerms; fieldError: FieldError }) {
  const t = useTranslations("contracts");
  const { weeklyHours, workDays } = weekFromDays(week.days);
  const weekError = fieldError("weekly_schedule") ?? fieldError("hours_per_week") ?? fieldError("days_per_week");
  return (
    <>
      {week.toggle && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={week.toggle.checked}
            onChange={(e) => week.toggle!.onChange(e.target.checked)}
            className="size-4"
            data-testid={week.toggle.testId}
          />
          {week.toggle.label}
        </label>
      )}
      {week.open === false ? null : week.variable ? (
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              { name: "days_per_week", value: week.dayCount, onChange: week.onDayCount, decimals: 1, max: 7 },
              { name: "hours_per_week", value: week.hours, onChange: week.onHours, decimals: 2, max: 60 },
            ] as const
          ).map((field) => (
            <NumberBlock
              key={field.name}
              terms={{ ...field, label: t(`form.${field.name}`), required: week.required, positiveOnly: true }}
              fieldError={fieldError}
            />
          ))}
        </div>
      ) : (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t("form.weekly_schedule")}</legend>
          <div className="grid grid-cols-4 gap-2">
            {WEEKDAYS.map((d) => (
              <NumberField
                key={d}
                label={t(`form.weekdays.${d}`)}
                value={week.days[d]!}
                onChange={(v) => week.onDays(week.days.map((x, i) => (i === d ? v : x)))}
                decimals={2}
                max={24}
              />
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-600" data-testid="contract-weekly-total">
            {t("hoursValue", { hours: weeklyHours, days: workDays })}
          </p>
          {weekError && (
            <p className="text-sm text-red-700" role="alert">
              {weekError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
