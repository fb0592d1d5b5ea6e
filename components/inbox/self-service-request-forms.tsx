"use client";
// The self-service forms of /account/requests: declare one's commute, ask for a wage change. Both are the
// same form around different fields (useRequestForm + RequestForm): post, a toast, empty the fields, reload
// the list; the server's message for a field shows under it. Numbers use the shared NumberField (a comma or
// a dot, spec section 5), the date the shared DateField (DD/MM/YYYY or the picker).
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";

/** Files a request at `url`: the fields' messages from the server, or one general message. */
function useRequestForm(url: string) {
  const t = useTranslations("requests");
  const router = useRouter();
  const toast = useToast();
  const { pending, run, error } = useApiAction();
  const fields = error instanceof ApiError ? error.fields : {};
  const general = error && Object.keys(fields).length === 0 ? error.message : null;
  async function file(body: Record<string, unknown>, reset: () => void) {
    const result = await run(() => apiFetch(url, { body }));
    if (!result.ok) return;
    toast.show({ variant: "success", title: t("done.filed") });
    reset();
    router.refresh();
  }
  return { state: { pending, general }, fields, file };
}

function RequestForm(props: {
  label: string;
  submitLabel: string;
  /** Whether it is being sent, and a message not about one field. */
  state: { pending: boolean; general: string | null };
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        props.onSubmit();
      }}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={props.label}
    >
      {props.children}
      {props.state.general && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {props.state.general}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={props.state.pending}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

const MODES = ["bike", "public_transport", "car", "carpool"] as const;

export function CommuteRequestForm() {
  const t = useTranslations("requests");
  const id = useId();
  const [mode, setMode] = useState<(typeof MODES)[number]>("bike");
  const [km, setKm] = useState("");
  const [days, setDays] = useState("");
  const [ticket, setTicket] = useState("");
  const [note, setNote] = useState("");
  const { state, fields, file } = useRequestForm("/api/requests/commutes/add");
  const transit = mode === "public_transport";

  const submit = () =>
    file(
      {
        mode,
        km_per_day: transit ? km || "0" : km,
        days_per_month: days,
        ...(transit ? { ticket_price: ticket } : {}),
        ...(note.trim() ? { note } : {}),
      },
      () => {
        setKm("");
        setDays("");
        setTicket("");
        setNote("");
      },
    );

  return (
    <RequestForm label={t("commuteFormTitle")} submitLabel={t("submitCommute")} state={state} onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-mode`} className="mb-1 block text-sm font-medium text-slate-800">
          {t("fields.mode")}
        </label>
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => setMode(e.target.value as (typeof MODES)[number])}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`modes.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        label={t("fields.kmPerDay")}
        value={km}
        onChange={setKm}
        decimals={1}
        max={500}
        error={fields.km_per_day}
      />
      <NumberField
        label={t("fields.daysPerMonth")}
        value={days}
        onChange={setDays}
        decimals={0}
        min={1}
        max={31}
        error={fields.days_per_month}
      />
      {transit && (
        <NumberField
          label={t("fields.ticketPrice")}
          value={ticket}
          onChange={setTicket}
          decimals={2}
          max={10_000}
          error={fields.ticket_price}
        />
      )}
      <TextField
        label={t("fields.note")}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={2000}
        error={fields.note}
      />
    </RequestForm>
  );
}

export function WageRequestForm() {
  const t = useTranslations("requests");
  const id = useId();
  const [bruto, setBruto] = useState("");
  const [date, setDate] = useState("");
  const [motivation, setMotivation] = useState("");
  const { state, fields, file } = useRequestForm("/api/requests/wages/add");

  const submit = () =>
    file({ proposed_bruto: bruto, effective_date: date, motivation }, () => {
      setBruto("");
      setDate("");
      setMotivation("");
    });

  return (
    <RequestForm label={t("wageFormTitle")} submitLabel={t("submitWage")} state={state} onSubmit={submit}>
      <NumberField
        label={t("fields.proposedBruto")}
        value={bruto}
        onChange={setBruto}
        decimals={2}
        positiveOnly
        max={1_000_000}
        error={fields.proposed_bruto}
      />
      <DateField label={t("fields.effectiveDate")} value={date} onChange={setDate} error={fields.effective_date} />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-motivation`} className="mb-1 block text-sm font-medium text-slate-800">
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
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm sm:text-sm"
        />
        {fields.motivation && (
          <p id={`${id}-motivation-error`} className="mt-1 text-sm text-red-700">
            {fields.motivation}
          </p>
        )}
      </div>
    </RequestForm>
  );
}
