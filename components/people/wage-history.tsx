"use client";
// Wage history, shown only to callers with the wages right (the page never loads it otherwise): newest
// first, the current wage marked; set a new current wage with its extras, terminate the current one,
// delete a historical one. Amounts are typed in euros; the server stores cents.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDayDate, todayDayDate } from "@/lib/validation/date-input";
import { formatNumberInput } from "@/lib/validation/number-input";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { formatCents, formatDay } from "./format";
import {
  hoursFromWeeklyMinutes,
  MAX_WEEKLY_HOURS,
  WEEKLY_HOURS_DECIMALS,
  weeklyMinutesFromHours,
} from "@/lib/people-history/weekly-hours";
import { apiStartDate } from "./people-rules";
import { SelectField } from "./select-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { ContractTermsFields } from "@/components/contracts/contract-terms-fields";

export type WageItem = {
  wage_id: number;
  start_date: string;
  end_date: string | null;
  is_current: boolean;
  bruto_cents: number;
  currency: string;
  weekly_minutes: number;
  registration_country_code: string;
  termination_reason: string | null;
  benefits: { id: number; kind: string; label: string; amount_cents: number }[];
};

type Props = {
  employeeId: number;
  wages: WageItem[];
  canEdit: boolean;
  /** The extras a wage can carry, with their labels in the caller's language. */
  extraKinds: { kind: string; label: string }[];
  countries: readonly string[];
};

export function WageHistory({ employeeId, wages, canEdit, extraKinds, countries }: Props) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const [dialog, setDialog] = useState<"set" | "terminate" | null>(null);
  const remove = useFormAction();
  const current = wages.find((w) => w.is_current && !w.end_date) ?? null;

  async function deleteWage(wage: WageItem) {
    if (
      (await remove.run(() => apiFetch("/api/employees/deleteHistoricalWage", { body: { wage_id: wage.wage_id } }))).ok
    )
      router.refresh();
  }

  return (
    <div className="space-y-3" data-testid="wage-section">
      {canEdit && (
        <div className="flex flex-wrap justify-end gap-2">
          {current && (
            <Button variant="secondary" onClick={() => setDialog("terminate")}>
              {t("wages.terminate")}
            </Button>
          )}
          <Button onClick={() => setDialog("set")}>{t("wages.setCurrent")}</Button>
        </div>
      )}
      {wages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("wages.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="wage-history">
          {wages.map((wage) => (
            <li key={wage.wage_id} className="flex flex-wrap items-start gap-3 py-2">
              <div className="min-w-48 flex-1">
                <p className="font-medium">
                  {formatCents(wage.bruto_cents, locale, wage.currency)}
                  {wage.is_current && (
                    <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">
                      {t("wages.current")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDay(wage.start_date)} – {wage.end_date ? formatDay(wage.end_date) : ""} ·{" "}
                  {t("wages.weekly_hours", { hours: Number(hoursFromWeeklyMinutes(wage.weekly_minutes)) })} ·{" "}
                  {wage.registration_country_code}
                </p>
                {wage.benefits.length > 0 && (
                  <p className="text-sm text-slate-600">
                    {wage.benefits
                      .map((b) => `${b.label}: ${formatCents(b.amount_cents, locale, wage.currency)}`)
                      .join(" · ")}
                  </p>
                )}
                {wage.termination_reason && (
                  <p className="text-sm text-slate-600">
                    {t("wages.termination_reason")}: {wage.termination_reason}
                  </p>
                )}
              </div>
              {canEdit && !wage.is_current && (
                <ConfirmDialog
                  danger
                  title={t("wages.deleteHistorical", { date: formatDay(wage.start_date) })}
                  description={t("wages.confirmDeleteHistorical", { date: formatDay(wage.start_date) })}
                  confirmLabel={tCommon("delete")}
                  cancelLabel={tCommon("cancel")}
                  onConfirm={() => void deleteWage(wage)}
                  trigger={
                    <Button
                      variant="danger"
                      aria-label={t("wages.deleteHistorical", { date: formatDay(wage.start_date) })}
                      disabled={remove.pending}
                    >
                      {tCommon("delete")}
                    </Button>
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog === "set" && (
        <SetWageDialog
          employeeId={employeeId}
          current={current}
          extraKinds={extraKinds}
          countries={countries}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "terminate" && current && <TerminateWageDialog wage={current} onClose={() => setDialog(null)} />}
    </div>
  );
}

function SetWageDialog({
  employeeId,
  current,
  extraKinds,
  countries,
  onClose,
}: {
  employeeId: number;
  current: WageItem | null;
  extraKinds: Props["extraKinds"];
  countries: readonly string[];
  onClose: () => void;
}) {
  const t = useTranslations("people");
  const locale = useLocale();
  const router = useRouter();
  const [start, setStart] = useState(formatDayDate(todayDayDate()));
  // Typed amounts and hours start in the reader's notation ("3200,5" in Dutch and French).
  const [bruto, setBruto] = useState(current ? formatNumberInput(current.bruto_cents / 100, locale) : "");
  const [hours, setHours] = useState(hoursFromWeeklyMinutes(current ? current.weekly_minutes : 2280, locale));
  const [country, setCountry] = useState(current?.registration_country_code ?? countries[0] ?? "BE");
  const [extras, setExtras] = useState<Record<string, string>>(
    Object.fromEntries((current?.benefits ?? []).map((b) => [b.kind, formatNumberInput(b.amount_cents / 100, locale)])),
  );
  const fieldNames = [
    "start_date",
    "bruto",
    "weekly_minutes",
    "registration_country_code",
    ...extraKinds.map((k) => `extras.${k.kind}`),
  ];
  const { pending, run, fieldError } = useFormAction(fieldNames);

  async function save() {
    const body = {
      employee_id: employeeId,
      start_date: apiStartDate(start),
      bruto: bruto.replace(",", "."),
      weekly_minutes: weeklyMinutesFromHours(hours),
      registration_country_code: country,
      extras: Object.fromEntries(
        Object.entries(extras)
          .filter(([, v]) => v.trim() !== "")
          .map(([k, v]) => [k, v.replace(",", ".")]),
      ),
    };
    if ((await run(() => apiFetch("/api/employees/setCurrentWage", { body }))).ok) {
      onClose();
      router.refresh();
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("wages.setCurrentTitle")} testId="wage-dialog">
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <ContractTermsFields
          fieldError={fieldError}
          dates={[{ name: "start_date", label: t("wages.start_date"), value: start, onChange: setStart }]}
          weeklyHours={{
            name: "weekly_minutes",
            label: t("wages.weekly_minutes"),
            value: hours,
            onChange: setHours,
            required: true,
            decimals: WEEKLY_HOURS_DECIMALS,
            max: MAX_WEEKLY_HOURS,
          }}
          wage={{ name: "bruto", label: t("wages.bruto"), value: bruto, onChange: setBruto, required: true }}
        />
        <SelectField
          label={t("wages.registration_country_code")}
          value={country}
          onChange={setCountry}
          error={fieldError("registration_country_code")}
          options={countries.map((c) => ({ value: c, label: c }))}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("wages.extras")}</legend>
          {extraKinds.map((k) => (
            <NumberField
              key={k.kind}
              label={t("wages.extra_amount", { kind: k.label })}
              value={extras[k.kind] ?? ""}
              onChange={(v) => setExtras((e) => ({ ...e, [k.kind]: v }))}
              decimals={2}
              error={fieldError(`extras.${k.kind}`)}
            />
          ))}
        </fieldset>
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}

function TerminateWageDialog({ wage, onClose }: { wage: WageItem; onClose: () => void }) {
  const t = useTranslations("people");
  const router = useRouter();
  const [end, setEnd] = useState(formatDayDate(todayDayDate()));
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState("");
  const { pending, run, fieldError } = useFormAction([
    "end_date",
    "termination_reason",
    "extra_message_account_manager",
  ]);

  async function save() {
    const body = {
      wage_id: wage.wage_id,
      end_date: apiStartDate(end),
      termination_reason: reason,
      ...(message.trim() && { extra_message_account_manager: message }),
    };
    if ((await run(() => apiFetch("/api/employees/terminateWage", { body }))).ok) {
      onClose();
      router.refresh();
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("wages.terminateTitle")}
      testId="terminate-wage-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <ContractTermsFields
          fieldError={fieldError}
          dates={[{ name: "end_date", label: t("wages.end_date"), value: end, onChange: setEnd }]}
        />
        <TextField
          label={t("wages.termination_reason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={200}
          error={fieldError("termination_reason")}
        />
        <TextField
          label={t("wages.extra_message_account_manager")}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={2000}
          error={fieldError("extra_message_account_manager")}
        />
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}
