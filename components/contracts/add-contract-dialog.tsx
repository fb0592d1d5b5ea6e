"use client";
// Adding a contract: type, employment type, the country's fields (BE joint committee; NL CAO and probation),
// dates, a fixed weekly schedule (hours per day: the weekly hours and days follow from it) or a variable one,
// the base wage, and the provider's reference lists when the company has imported them. The server checks
// every rule again (spec section 5 messages show under the field they name).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { CONTRACT_TYPES, EMPLOYMENT_TYPES } from "@/lib/contracts/contracts.types";
import { formatDayDate, todayDayDate } from "@/lib/validation/date-input";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { SelectField } from "@/components/people/select-field";
import { ContractTermsFields, defaultWeekDays, weekFromDays } from "./contract-terms-fields";

export type ReferenceOption = { id: number; label: string };
type ReferenceKind = "department" | "cost_centre" | "function" | "qualification";
const REFERENCE_KINDS: ReferenceKind[] = ["department", "cost_centre", "function", "qualification"];

type Props = {
  employeeId: number;
  country: "BE" | "NL";
  references: Record<ReferenceKind, ReferenceOption[]>;
  onClose: () => void;
  onDimona: (proposal: { kind: string; date: string } | null) => void;
};

const FIELDS = [
  "contract_type",
  "employment_type",
  "joint_committee",
  "cao",
  "probation_months",
  "start_date",
  "end_date",
  "weekly_schedule",
  "days_per_week",
  "hours_per_week",
  "base_wage",
  ...REFERENCE_KINDS.map((k) => `${k}_id`),
];

export function AddContractDialog({ employeeId, country, references, onClose, onDimona }: Props) {
  const t = useTranslations("contracts");
  const router = useRouter();
  const locale = useLocale();
  const [type, setType] = useState<string>("open_ended");
  const [employment, setEmployment] = useState<string>("employee");
  const [committee, setCommittee] = useState(country === "BE" ? "200" : "");
  const [cao, setCao] = useState("");
  const [probation, setProbation] = useState("");
  const [start, setStart] = useState(formatDayDate(todayDayDate()));
  const [end, setEnd] = useState("");
  const [variable, setVariable] = useState(false);
  const [days, setDays] = useState<string[]>(() => defaultWeekDays(locale));
  const [variableHours, setVariableHours] = useState("");
  const [variableDays, setVariableDays] = useState("");
  const [wage, setWage] = useState("");
  const [refs, setRefs] = useState<Record<ReferenceKind, string>>({
    department: "",
    cost_centre: "",
    function: "",
    qualification: "",
  });
  const { pending, run, fieldError } = useFormAction(FIELDS);
  const { minutes, weeklyHours, workDays } = weekFromDays(days);

  async function save() {
    const body = {
      employee_id: employeeId,
      contract_type: type,
      employment_type: employment,
      ...(country === "BE" ? { joint_committee: committee } : { cao: cao || null }),
      ...(country === "NL" && probation.trim() !== "" ? { probation_months: probation } : {}),
      start_date: start,
      end_date: end.trim() || null,
      is_variable_schedule: variable,
      ...(variable
        ? { days_per_week: variableDays, hours_per_week: variableHours }
        : { weekly_schedule: minutes, days_per_week: workDays, hours_per_week: weeklyHours }),
      base_wage: wage.replace(",", "."),
      ...Object.fromEntries(REFERENCE_KINDS.filter((k) => refs[k]).map((k) => [`${k}_id`, Number(refs[k])])),
    };
    const result = await run(() =>
      apiFetch<{ dimona_proposal: { kind: string; date: string } | null }>("/api/integrations/contracts/add", {
        body,
      }),
    );
    if (result.ok) {
      onDimona(result.value.dimona_proposal);
      onClose();
      router.refresh();
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("form.addTitle")} testId="contract-dialog">
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <SelectField
          label={t("form.contract_type")}
          value={type}
          onChange={setType}
          error={fieldError("contract_type")}
          options={CONTRACT_TYPES.filter((c) => country === "BE" || c !== "flexi").map((c) => ({
            value: c,
            label: t(`types.${c}`),
          }))}
        />
        <SelectField
          label={t("form.employment_type")}
          value={employment}
          onChange={setEmployment}
          error={fieldError("employment_type")}
          options={EMPLOYMENT_TYPES.map((e) => ({ value: e, label: t(`employment.${e}`) }))}
        />
        {country === "BE" ? (
          <TextField
            label={t("form.joint_committee")}
            value={committee}
            onChange={(e) => setCommittee(e.target.value)}
            required
            maxLength={10}
            error={fieldError("joint_committee")}
          />
        ) : (
          <>
            <TextField
              label={t("form.cao")}
              value={cao}
              onChange={(e) => setCao(e.target.value)}
              maxLength={100}
              error={fieldError("cao")}
            />
            <NumberField
              label={t("form.probation_months")}
              value={probation}
              onChange={(v) => setProbation(v)}
              decimals={0}
              max={2}
              error={fieldError("probation_months")}
            />
          </>
        )}
        <ContractTermsFields
          fieldError={fieldError}
          dates={[
            { name: "start_date", label: t("form.start_date"), value: start, onChange: setStart },
            {
              name: "end_date",
              label: t("form.end_date"),
              value: end,
              onChange: setEnd,
              required: ["fixed_term", "student", "interim"].includes(type),
            },
          ]}
          week={{
            variable,
            days,
            onDays: setDays,
            dayCount: variableDays,
            onDayCount: setVariableDays,
            hours: variableHours,
            onHours: setVariableHours,
            required: true,
            toggle: { label: t("form.is_variable_schedule"), checked: variable, onChange: setVariable },
          }}
          wage={{ name: "base_wage", label: t("form.base_wage"), value: wage, onChange: setWage, required: true }}
        />
        {REFERENCE_KINDS.filter((k) => references[k].length > 0).map((k) => (
          <SelectField
            key={k}
            label={t(`form.${k}_id`)}
            value={refs[k]}
            onChange={(v) => setRefs((r) => ({ ...r, [k]: v }))}
            error={fieldError(`${k}_id`)}
            options={[
              { value: "", label: t("form.none") },
              ...references[k].map((o) => ({ value: String(o.id), label: o.label })),
            ]}
          />
        ))}
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}
