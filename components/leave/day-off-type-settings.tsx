"use client";
// Day-off types of the group: each type's switches and yearly allowance, archive and restore, and a form
// for a custom type. Every change is one call to /api/day_off_types/*.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { dayOffTypeLabel } from "./day-off-type-label";

export type DayOffTypeJson = {
  id: number;
  kind: string;
  name: string | null;
  unit: "days" | "hours";
  needs_approval: boolean;
  self_request: boolean;
  tracks_balance: boolean;
  yearly_allowance: number | null;
  colour: string;
  payroll_codes?: Record<string, string>;
  archived: boolean;
  available: boolean;
};

const SWITCHES = ["needs_approval", "self_request", "tracks_balance"] as const;

/** A payroll provider the group is connected to: the key of its codes (the integration's source) and its name. */
export type PayrollCodeProvider = { key: string; name: string };

type Props = { types: DayOffTypeJson[]; providers?: PayrollCodeProvider[]; canEdit?: boolean };

export function DayOffTypeSettings({ types, providers = [], canEdit = true }: Props) {
  return (
    <div className="space-y-4">
      {/* One block per type rather than a seven-column table: on a phone the table was 620-678 px wide. */}
      <ul className="divide-y divide-slate-100 text-sm">
        {types.map((type) => (
          <TypeRow key={type.id} type={type} providers={providers} canEdit={canEdit} />
        ))}
      </ul>
      <AddTypeForm />
    </div>
  );
}

function TypeRow({
  type,
  providers,
  canEdit,
}: {
  type: DayOffTypeJson;
  providers: PayrollCodeProvider[];
  canEdit: boolean;
}) {
  const t = useTranslations("leave");
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();
  const [allowance, setAllowance] = useState(type.yearly_allowance === null ? "" : String(type.yearly_allowance));
  const label = dayOffTypeLabel(t, type);

  async function save(body: Record<string, unknown>, path = "/api/day_off_types/edit") {
    const result = await run(() => apiFetch(path, { body: { day_off_type_id: type.id, ...body } }));
    if (result.ok) {
      toast.show({ variant: "success", title: t("saved") });
      router.refresh();
    } else toast.showError(new Error(t("actionFailed")));
  }

  const allowanceId = `allowance-${type.id}`;
  return (
    <li
      className={`flex flex-col gap-2 py-3 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6 ${type.archived ? "text-slate-500" : ""}`}
      data-testid={`type-row-${type.kind}`}
    >
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 lg:w-56">
        <span
          aria-hidden
          className="inline-block h-3 w-3 shrink-0 rounded-sm"
          style={{ backgroundColor: type.colour }}
        />
        <span className="font-medium">{label}</span>
        <span className="text-slate-600">· {t(`units.${type.unit}`)}</span>
        {!type.available && !type.archived ? <span className="text-xs text-slate-600">({t("flagOff")})</span> : null}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {SWITCHES.map((s) => (
          <label key={s} className="inline-flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              aria-label={`${t(`typeFields.${s}`)}: ${label}`}
              checked={type[s]}
              disabled={pending || type.archived}
              onChange={(e) => save({ [s]: e.target.checked })}
            />
            {t(`typeFields.${s}`)}
          </label>
        ))}
      </div>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save({ yearly_allowance: allowance.trim() === "" ? null : Number(allowance.replace(",", ".")) });
        }}
      >
        <label htmlFor={allowanceId}>{t("typeFields.yearly_allowance")}</label>
        <input
          id={allowanceId}
          aria-label={`${t("typeFields.yearly_allowance")}: ${label}`}
          inputMode="decimal"
          value={allowance}
          onChange={(e) => setAllowance(e.target.value)}
          disabled={type.archived}
          className="w-20 rounded-md border border-slate-300 px-2 py-1"
        />
        <Button type="submit" variant="ghost" disabled={pending || type.archived} className="min-h-8 px-2">
          {t("save")}
        </Button>
      </form>
      {providers.length > 0 ? (
        <PayrollCodesForm
          type={type}
          label={label}
          providers={providers}
          canEdit={canEdit}
          save={save}
          pending={pending}
        />
      ) : null}
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() => save({}, type.archived ? "/api/day_off_types/restore" : "/api/day_off_types/archive")}
        className="min-h-8 self-start px-2 lg:ml-auto lg:self-center"
      >
        {type.archived ? t("restore") : t("archive")}
      </Button>
    </li>
  );
}

// The type's code at each connected payroll provider (what the days-off push sends). The payroll month's
// "no payroll code" anomaly links here (#payroll-codes-<id>). An empty field removes that provider's code.
function PayrollCodesForm({
  type,
  label,
  providers,
  canEdit,
  save,
  pending,
}: {
  type: DayOffTypeJson;
  label: string;
  providers: PayrollCodeProvider[];
  canEdit: boolean;
  save: (body: Record<string, unknown>) => Promise<void>;
  pending: boolean;
}) {
  const t = useTranslations("leave");
  const ids = useId();
  const saved = type.payroll_codes ?? {};
  const [codes, setCodes] = useState<Record<string, string>>(() =>
    Object.fromEntries(providers.map((p) => [p.key, saved[p.key] ?? ""])),
  );
  const editable = canEdit && !type.archived;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    // Codes of providers not shown here (a disabled integration) are kept as they are.
    const next: Record<string, string> = { ...saved };
    for (const p of providers) {
      const code = (codes[p.key] ?? "").trim();
      if (code) next[p.key] = code;
      else delete next[p.key];
    }
    void save({ payroll_codes: next });
  }

  return (
    <form
      id={`payroll-codes-${type.id}`}
      onSubmit={submit}
      className="flex scroll-mt-20 flex-wrap items-center gap-2 target:rounded-md target:bg-amber-50 target:p-1"
      aria-label={`${t("payrollCodes.title")}: ${label}`}
      data-testid={`payroll-codes-${type.kind}`}
    >
      <span className="font-medium">{t("payrollCodes.title")}</span>
      {providers.map((p) => (
        <span key={p.key} className="inline-flex items-center gap-1">
          <label htmlFor={`${ids}-${p.key}`}>{p.name}</label>
          <input
            id={`${ids}-${p.key}`}
            aria-label={t("payrollCodes.field", { provider: p.name, type: label })}
            value={codes[p.key] ?? ""}
            onChange={(e) => setCodes({ ...codes, [p.key]: e.target.value })}
            maxLength={20}
            disabled={!editable}
            className="w-20 rounded-md border border-slate-300 px-2 py-1"
          />
        </span>
      ))}
      {editable ? (
        <Button type="submit" variant="ghost" disabled={pending} className="min-h-8 px-2">
          {t("save")}
        </Button>
      ) : null}
    </form>
  );
}

function AddTypeForm() {
  const t = useTranslations("leave");
  const router = useRouter();
  const toast = useToast();
  const ids = useId();
  const [name, setName] = useState("");
  const [unit, setUnit] = useState<"days" | "hours">("days");
  const [flags, setFlags] = useState({ needs_approval: true, self_request: true, tracks_balance: false });
  const { pending, run, fieldError, error } = useApiAction();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const result = await run(() => apiFetch("/api/day_off_types/add", { body: { name, unit, ...flags } }));
    if (!result.ok) return;
    setName("");
    toast.show({ variant: "success", title: t("typeAdded") });
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:flex-wrap sm:items-end"
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`} className="w-full font-semibold">
        {t("addType")}
      </h3>
      <div>
        <label htmlFor={`${ids}-name`} className="mb-1 block text-sm font-medium">
          {t("typeName")}
        </label>
        <input
          id={`${ids}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm sm:w-64"
          aria-invalid={!!error}
          aria-describedby={`${ids}-err`}
        />
      </div>
      <div>
        <label htmlFor={`${ids}-unit`} className="mb-1 block text-sm font-medium">
          {t("unit")}
        </label>
        <select
          id={`${ids}-unit`}
          value={unit}
          onChange={(e) => setUnit(e.target.value as "days" | "hours")}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm"
        >
          <option value="days">{t("units.days")}</option>
          <option value="hours">{t("units.hours")}</option>
        </select>
      </div>
      {SWITCHES.map((s) => (
        <label key={s} className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={flags[s]} onChange={(e) => setFlags({ ...flags, [s]: e.target.checked })} />
          {t(`typeFields.${s}`)}
        </label>
      ))}
      <Button type="submit" disabled={pending}>
        {t("add")}
      </Button>
      <p id={`${ids}-err`} className="w-full text-sm text-red-700">
        {error ? fieldError("name") : null}
      </p>
    </form>
  );
}
