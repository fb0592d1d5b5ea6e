"use client";
// The "Declare Dimona" dialog: an IN for the person, or OUT / UPDATE / CANCEL on an accepted period.
// "Check" asks the server for a dry run (the same glossary rules as the send, nothing sent) and lists
// every problem in the reader's language; "Send" queues the declaration, or shows the rule a field breaks
// (a refusal for a declaration already on its way, 409, and an RSZ not configured, 503, too). A proposal
// from a contract (lib/contracts/dimona-hook.ts) opens it filled in. Joint committee 322 (interim) asks the
// user company: its enterprise number, or its name when it has none.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { DIMONA_JOINT_COMMITTEES, WORKER_TYPES } from "@/lib/dimona/glossary";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

export type DimonaMode = "IN" | "UPDATE" | "CANCEL" | "OUT";
type Anomaly = { field: string; rule: string; severity: "error" | "warning" };

/** A proposal's draft (addDimona / editDimona input): the fields the dialog shows, plus what it passes on. */
export type DimonaDraft = Record<string, unknown>;

type Props = {
  employeeId: number;
  mode: DimonaMode;
  periodId?: string;
  draft?: DimonaDraft;
  onClose: () => void;
  onSent: () => void;
};

const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const showDay = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split("-").reverse().join("/") : iso);

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export function DimonaDialog({ employeeId, mode, periodId, draft = {}, onClose, onSent }: Props) {
  const t = useTranslations("dimona");
  const tFields = useTranslations("fields");
  const [form, setForm] = useState({
    ContractType: text(draft.ContractType) || "STU",
    ParCom: text(draft.ParCom) || "XXX",
    user_company_number: text(draft.user_company_number),
    contract_start_date: showDay(text(draft.contract_start_date)),
    contract_end_date: showDay(text(draft.contract_end_date)),
    StartingHour: text(draft.StartingHour),
    EndingHour: text(draft.EndingHour),
    PlannedHoursNbr: text(draft.PlannedHoursNbr),
  });
  const [anomalies, setAnomalies] = useState<Anomaly[] | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setAnomalies(null);
  };

  const body = (dryRun: boolean) => {
    const text = (v: string) => (v.trim() === "" ? null : v.trim());
    const dates = {
      contract_start_date: text(form.contract_start_date),
      contract_end_date: text(form.contract_end_date),
    };
    if (mode === "IN") {
      return {
        employee_id: employeeId,
        ContractType: form.ContractType,
        Student: form.ContractType === "STU",
        ParCom: form.ParCom,
        ...(form.ParCom === "322" ? { user_company_number: text(form.user_company_number) } : {}),
        // What the proposal knew that the dialog does not ask (the contract's employment status).
        ...(draft.employment_status ? { employment_status: draft.employment_status } : {}),
        ...dates,
        StartingHour: text(form.StartingHour),
        EndingHour: text(form.EndingHour),
        PlannedHoursNbr: text(form.PlannedHoursNbr),
        dry_run: dryRun,
      };
    }
    const base = { type: mode, period_id: periodId, dry_run: dryRun };
    if (mode === "CANCEL") return base;
    if (mode === "OUT")
      return { ...base, contract_end_date: dates.contract_end_date, EndingHour: text(form.EndingHour) };
    return { ...base, ...dates, PlannedHoursNbr: text(form.PlannedHoursNbr) };
  };
  const path =
    mode === "IN" ? "/api/integrations/people/belgium_only/addDimona" : "/api/integrations/advanced_dimona/editDimona";

  async function submit(dryRun: boolean) {
    setPending(true);
    setFailure(null);
    try {
      const answer = await apiFetch<{ anomalies?: Anomaly[]; warnings?: Anomaly[] }>(path, { body: body(dryRun) });
      if (dryRun) setAnomalies(answer.anomalies ?? []);
      else onSent();
    } catch (error) {
      // 422 names each field's rule; 409 (already on its way, period closed) and 503 (no RSZ) name one too.
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setAnomalies(
          Object.entries(error.fields).map(([field, rule]) => ({ field, rule, severity: "error" as const })),
        );
      } else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  const ruleText = (a: Anomaly) => (t.has(`rules.${a.rule}`) ? t(`rules.${a.rule}`) : `${a.field}: ${a.rule}`);
  const errors = anomalies?.filter((a) => a.severity === "error") ?? [];
  const warnings = anomalies?.filter((a) => a.severity === "warning") ?? [];
  const field = (key: keyof typeof form, label: string, props: Record<string, string> = {}) => (
    <label className="block text-sm font-medium">
      {label}
      <input className={inputClass} value={form[key]} onChange={set(key)} name={key} {...props} />
    </label>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`dialogTitle.${mode}`)}
      description={mode === "CANCEL" ? t("confirmCancel") : undefined}
      testId="dimona-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("actions.close")}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => void submit(true)} data-testid="dimona-check">
            {t("actions.check")}
          </Button>
          <Button disabled={pending} onClick={() => void submit(false)} data-testid="dimona-send">
            {t("actions.send")}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {periodId && (
          <p className="text-sm">
            {t("fields.periodId")}: <span className="font-mono">{periodId}</span>
          </p>
        )}
        {mode === "IN" && (
          <>
            <label className="block text-sm font-medium">
              {t("fields.workerType")}
              <select
                className={inputClass}
                value={form.ContractType}
                onChange={set("ContractType")}
                name="ContractType"
              >
                {WORKER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type} – {t(`workerTypes.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium">
              {t("fields.jointCommittee")}
              <select className={inputClass} value={form.ParCom} onChange={set("ParCom")} name="ParCom">
                {DIMONA_JOINT_COMMITTEES.map((pc) => (
                  <option key={pc} value={pc}>
                    {pc === "XXX" ? t("jointCommitteeOther") : pc}
                  </option>
                ))}
              </select>
            </label>
            {form.ParCom === "322" && field("user_company_number", t("fields.userCompany"))}
          </>
        )}
        {(mode === "IN" || mode === "UPDATE") &&
          field("contract_start_date", t("fields.startDate"), { placeholder: tFields("dateFormat") })}
        {mode !== "CANCEL" && field("contract_end_date", t("fields.endDate"), { placeholder: tFields("dateFormat") })}
        {mode === "IN" && field("StartingHour", t("fields.startHour"), { inputMode: "numeric" })}
        {(mode === "IN" || mode === "OUT") && field("EndingHour", t("fields.endHour"), { inputMode: "numeric" })}
        {(mode === "IN" || mode === "UPDATE") &&
          field("PlannedHoursNbr", t("fields.plannedHours"), { inputMode: "numeric" })}
        <div aria-live="polite" data-testid="dimona-check-result">
          {anomalies && errors.length === 0 && <p className="text-sm text-green-800">{t("checkValid")}</p>}
          {errors.length > 0 && (
            <div className="text-sm text-red-800">
              <p>{t("checkProblems")}</p>
              <ul className="list-inside list-disc">
                {errors.map((a) => (
                  <li key={`${a.field}-${a.rule}`}>{ruleText(a)}</li>
                ))}
              </ul>
            </div>
          )}
          {warnings.length > 0 && (
            <div className="text-sm text-amber-900">
              <p>{t("warnings")}</p>
              <ul className="list-inside list-disc">
                {warnings.map((a) => (
                  <li key={`${a.field}-${a.rule}`}>{ruleText(a)}</li>
                ))}
              </ul>
            </div>
          )}
          {failure && <p className="text-sm text-red-800">{failure}</p>}
        </div>
      </div>
    </Modal>
  );
}
