"use client";
// Asking a change on a contract from a date: a new base wage, a new week (fixed schedule: hours per day, the
// weekly hours and days follow; variable: hours and days), a new function from the provider's list, and a
// note. Only what is filled is changed. A rights holder's change is approved at once and goes to the payroll
// provider; a manager's waits for a decision. The server checks every rule again (messages under the field).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDayDate, todayDayDate } from "@/lib/validation/date-input";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { SelectField } from "@/components/people/select-field";
import type { ReferenceOption } from "./add-contract-dialog";
import { ContractTermsFields, defaultWeekDays, weekFromDays } from "./contract-terms-fields";
import type { ContractItem } from "./contract-tab";

const FIELDS = [
  "change_date",
  "base_wage",
  "weekly_schedule",
  "hours_per_week",
  "days_per_week",
  "function_id",
  "note",
];

type Props = { contract: ContractItem; functions: ReferenceOption[]; approves: boolean; onClose: () => void };

export function ChangeContractDialog({ contract, functions, approves, onClose }: Props) {
  const t = useTranslations("contracts");
  const router = useRouter();
  const locale = useLocale();
  const [date, setDate] = useState(formatDayDate(todayDayDate()));
  const [wage, setWage] = useState("");
  const [changeWeek, setChangeWeek] = useState(false);
  const [days, setDays] = useState<string[]>(() => defaultWeekDays(locale));
  const [hours, setHours] = useState("");
  const [dayCount, setDayCount] = useState("");
  const [fn, setFn] = useState("");
  const [note, setNote] = useState("");
  const { pending, run, fieldError } = useFormAction(FIELDS);
  const { minutes, weeklyHours, workDays } = weekFromDays(days);
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

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("changes.askTitle")}
      description={approves ? t("changes.approvesNote") : t("changes.requestNote")}
      testId="change-contract-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <ContractTermsFields
          fieldError={fieldError}
          dates={[{ name: "change_date", label: t("changes.change_date"), value: date, onChange: setDate }]}
          week={{
            variable,
            days,
            onDays: setDays,
            dayCount,
            onDayCount: setDayCount,
            hours,
            onHours: setHours,
            toggle: {
              label: t("changes.changeWeek"),
              checked: changeWeek,
              onChange: setChangeWeek,
              testId: "change-week",
            },
            open: changeWeek,
          }}
          wage={{
            name: "base_wage",
            label: t("changes.base_wage"),
            value: wage,
            onChange: setWage,
            positiveOnly: true,
          }}
        />
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
        <DialogFooter
          onCancel={onClose}
          pending={pending}
          submitLabel={approves ? t("changes.saveApproved") : t("changes.saveRequest")}
          submitTestId="change-contract-save"
        />
      </Form>
    </Modal>
  );
}
