"use client";
// Asking a change on a contract from a date: a new base wage, a new week (fixed schedule: hours per day, the
// weekly hours and days follow; variable: hours and days), a new function from the provider's list, and a
// note. Only what is filled is changed. A rights holder's change is approved at once and goes to the payroll
// provider; a manager's waits for a decision. The server checks every rule again (messages under the field).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDayDate, todayDayDate } from "@/lib/validation/date-input";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { SelectField } from "@/components/people/select-field";
import type { ReferenceOption } from "./add-contract-dialog";
import type { ContractItem } from "./contract-tab";

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const FIELDS = [
  "change_date",
  "base_wage",
  "weekly_schedule",
  "hours_per_week",
  "days_per_week",
  "function_id",
  "note",
];
const toNumber = (text: string) => (text.trim() === "" ? 0 : Number(text.replace(",", ".")));

type Props = { contract: ContractItem; functions: ReferenceOption[]; approves: boolean; onClose: () => void };

export function ChangeContractDialog({ contract, functions, approves, onClose }: Props) {
  const t = useTranslations("contracts");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const [date, setDate] = useState(formatDayDate(todayDayDate()));
  const [wage, setWage] = useState("");
  const [changeWeek, setChangeWeek] = useState(false);
  const [days, setDays] = useState<string[]>(["7.6", "7.6", "7.6", "7.6", "7.6", "0", "0"]);
  const [hours, setHours] = useState("");
  const [dayCount, setDayCount] = useState("");
  const [fn, setFn] = useState("");
  const [note, setNote] = useState("");
  const { pending, run, fieldError } = useFormAction(FIELDS);
  const minutes = days.map((d) => Math.round(toNumber(d) * 60));
  const weeklyHours = Math.round((minutes.reduce((a, b) => a + b, 0) / 60) * 100) / 100;
  const workDays = minutes.filter((m) => m > 0).length;
  const variable = contract.is_variable_schedule;

  async function save() {
    const week = !changeWeek
      ? {}
      : variable
        ? {
            ...(hours.trim() ? { hours_per_week: hours } : {}),
            ...(dayCount.trim() ? { days_per_week: dayCount } : {}),
          }
        : { weekly_schedule: minutes, hours_per_week: weeklyHours, days_per_week: workDays };
    const body = {
      contract_id: contract.id,
      change_date: date,
      ...(wage.trim() ? { base_wage: wage.replace(",", ".") } : {}),
      ...week,
      ...(fn ? { function_id: Number(fn) } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const result = await run(() => apiFetch("/api/integrations/contracts/change-request", { body }));
    if (result.ok) {
      onClose();
      router.refresh();
    }
  }

  const weekError = fieldError("weekly_schedule") ?? fieldError("hours_per_week") ?? fieldError("days_per_week");
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("changes.askTitle")}
      description={approves ? t("changes.approvesNote") : t("changes.requestNote")}
      testId="change-contract-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <DateField
          label={t("changes.change_date")}
          value={date}
          onChange={(v) => setDate(v)}
          error={fieldError("change_date")}
        />
        <NumberField
          label={t("changes.base_wage")}
          value={wage}
          onChange={setWage}
          decimals={2}
          positiveOnly
          error={fieldError("base_wage")}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={changeWeek}
            onChange={(e) => setChangeWeek(e.target.checked)}
            className="size-4"
            data-testid="change-week"
          />
          {t("changes.changeWeek")}
        </label>
        {changeWeek &&
          (variable ? (
            <div className="grid grid-cols-2 gap-2">
              <NumberField
                label={t("form.days_per_week")}
                value={dayCount}
                onChange={setDayCount}
                decimals={1}
                max={7}
                positiveOnly
                error={fieldError("days_per_week")}
              />
              <NumberField
                label={t("form.hours_per_week")}
                value={hours}
                onChange={setHours}
                decimals={2}
                max={60}
                positiveOnly
                error={fieldError("hours_per_week")}
              />
            </div>
          ) : (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">{t("form.weekly_schedule")}</legend>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
                {WEEKDAYS.map((d) => (
                  <NumberField
                    key={d}
                    label={t(`form.weekdays.${d}`)}
                    value={days[d]!}
                    onChange={(v) => setDays((all) => all.map((x, i) => (i === d ? v : x)))}
                    decimals={2}
                    max={24}
                  />
                ))}
              </div>
              <p className="mt-1 text-sm text-slate-600">{t("hoursValue", { hours: weeklyHours, days: workDays })}</p>
              {weekError && (
                <p className="text-sm text-red-700" role="alert">
                  {weekError}
                </p>
              )}
            </fieldset>
          ))}
        {functions.length > 0 && (
          <SelectField
            label={t("form.function_id")}
            value={fn}
            onChange={setFn}
            error={fieldError("function_id")}
            options={[
              { value: "", label: t("changes.unchanged") },
              ...functions.map((f) => ({ value: String(f.id), label: f.label })),
            ]}
          />
        )}
        <TextField
          label={t("changes.note")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={2000}
          error={fieldError("note")}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {tCommon("cancel")}
          </Button>
          <Button type="submit" disabled={pending} data-testid="change-contract-save">
            {approves ? t("changes.saveApproved") : t("changes.saveRequest")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
