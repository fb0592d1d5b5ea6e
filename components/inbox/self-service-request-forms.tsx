"use client";
// The self-service forms of /account/requests: declare one's commute, ask for a wage change. Numbers take a
// comma or a dot (spec section 5); the server's message for a field shows under it.
import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={props.id}
        value={props.value}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        className="w-full rounded-md border border-slate-300 px-2 py-2"
      />
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

const MODES = ["bike", "public_transport", "car", "carpool"] as const;

export function CommuteRequestForm() {
  const t = useTranslations("requests");
  const router = useRouter();
  const toast = useToast();
  const id = useId();
  const [mode, setMode] = useState<(typeof MODES)[number]>("bike");
  const [km, setKm] = useState("");
  const [days, setDays] = useState("");
  const [ticket, setTicket] = useState("");
  const [note, setNote] = useState("");
  const { pending, run, error } = useApiAction();
  const fields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      mode,
      km_per_day: mode === "public_transport" ? km || "0" : km,
      days_per_month: days,
      ...(mode === "public_transport" ? { ticket_price: ticket } : {}),
      ...(note.trim() ? { note } : {}),
    };
    const result = await run(() => apiFetch("/api/requests/commutes/add", { body }));
    if (!result.ok) return;
    toast.show({ variant: "success", title: t("done.filed") });
    setKm("");
    setDays("");
    setTicket("");
    setNote("");
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t("commuteFormTitle")}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-mode`} className="text-sm font-medium">
          {t("fields.mode")}
        </label>
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => setMode(e.target.value as (typeof MODES)[number])}
          className="rounded-md border border-slate-300 px-2 py-2"
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`modes.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        id={`${id}-km`}
        label={t("fields.kmPerDay")}
        value={km}
        onChange={setKm}
        inputMode="decimal"
        error={fields.km_per_day}
      />
      <Field
        id={`${id}-days`}
        label={t("fields.daysPerMonth")}
        value={days}
        onChange={setDays}
        inputMode="numeric"
        error={fields.days_per_month}
      />
      {mode === "public_transport" && (
        <Field
          id={`${id}-ticket`}
          label={t("fields.ticketPrice")}
          value={ticket}
          onChange={setTicket}
          inputMode="decimal"
          error={fields.ticket_price}
        />
      )}
      <Field id={`${id}-note`} label={t("fields.note")} value={note} onChange={setNote} error={fields.note} />
      {error && Object.keys(fields).length === 0 && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {error.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t("submitCommute")}
        </Button>
      </div>
    </form>
  );
}

export function WageRequestForm() {
  const t = useTranslations("requests");
  const tFields = useTranslations("fields");
  const router = useRouter();
  const toast = useToast();
  const id = useId();
  const [bruto, setBruto] = useState("");
  const [date, setDate] = useState("");
  const [motivation, setMotivation] = useState("");
  const { pending, run, error } = useApiAction();
  const fields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { proposed_bruto: bruto, effective_date: date, motivation };
    const result = await run(() => apiFetch("/api/requests/wages/add", { body }));
    if (!result.ok) return;
    toast.show({ variant: "success", title: t("done.filed") });
    setBruto("");
    setDate("");
    setMotivation("");
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t("wageFormTitle")}>
      <Field
        id={`${id}-bruto`}
        label={t("fields.proposedBruto")}
        value={bruto}
        onChange={setBruto}
        inputMode="decimal"
        error={fields.proposed_bruto}
      />
      <Field
        id={`${id}-date`}
        label={t("fields.effectiveDate")}
        value={date}
        onChange={setDate}
        placeholder={tFields("dateFormat")}
        error={fields.effective_date}
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-motivation`} className="text-sm font-medium">
          {t("fields.motivation")}
        </label>
        <textarea
          id={`${id}-motivation`}
          value={motivation}
          onChange={(e) => setMotivation(e.target.value)}
          maxLength={2000}
          rows={3}
          aria-invalid={fields.motivation ? true : undefined}
          aria-describedby={fields.motivation ? `${id}-motivation-error` : undefined}
          className="w-full rounded-md border border-slate-300 px-2 py-2"
        />
        {fields.motivation && (
          <p id={`${id}-motivation-error`} className="text-sm text-red-700">
            {fields.motivation}
          </p>
        )}
      </div>
      {error && Object.keys(fields).length === 0 && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {error.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t("submitWage")}
        </Button>
      </div>
    </form>
  );
}
