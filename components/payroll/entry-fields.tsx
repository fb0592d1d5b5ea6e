"use client";
// The fields of one payroll-month entry kind (one-off wage component, special message, advance, temporary
// unemployment), shared by the single and the bulk dialog. Numbers are typed as text: a comma or a dot
// (spec section 5); the server turns euros into cents and answers a 422 naming the field.
import { useId } from "react";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import type { EntryKindName } from "./payroll-types";

export type OneOffType = { id: number; code: string; name: string };

/** What the form holds, as typed. */
export type EntryDraft = {
  type_id: string;
  new_type: boolean;
  type_code: string;
  type_name: string;
  amount: string;
  total_value: string;
  hours: string;
  days: string;
  unity: string;
  percentage: string;
  is_negative: boolean;
  is_periodical: boolean;
  is_barema: boolean;
  message: string;
  payment_date: string;
  advances: string;
  unemployment_kind: string;
  unemployment_days: string;
};

export const EMPTY_DRAFT: EntryDraft = {
  type_id: "",
  new_type: false,
  type_code: "",
  type_name: "",
  amount: "",
  total_value: "",
  hours: "",
  days: "",
  unity: "",
  percentage: "",
  is_negative: false,
  is_periodical: false,
  is_barema: false,
  message: "",
  payment_date: "",
  advances: "",
  unemployment_kind: "economic",
  unemployment_days: "",
};

const ONE_OFF_NUMBERS = ["amount", "total_value", "hours", "days", "unity", "percentage"] as const;
const FLAGS = ["is_negative", "is_periodical", "is_barema"] as const;

/** A stored entry back into the form (numbers with the reader's own separator are accepted either way). */
export function draftOf(kind: EntryKindName, entry: Record<string, unknown>): EntryDraft {
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  const iso = text(entry.payment_date);
  return {
    ...EMPTY_DRAFT,
    ...(kind === "one_off"
      ? {
          type_id: text(entry.type_id),
          ...Object.fromEntries(ONE_OFF_NUMBERS.map((k) => [k, text(entry[k])])),
          ...Object.fromEntries(FLAGS.map((k) => [k, entry[k] === true])),
        }
      : {}),
    message: text(entry.message),
    payment_date: iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "",
    advances: text(entry.advances),
    unemployment_kind: text(entry.kind) || "economic",
    unemployment_days: kind === "unemployment" ? text(entry.days) : "",
  };
}

/** The API fields of a draft (without employee, year and month). Empty optional numbers are left out. */
export function bodyOf(kind: EntryKindName, d: EntryDraft, typeId: number | null): Record<string, unknown> {
  const orNull = (v: string) => (v.trim() === "" ? null : v.trim());
  switch (kind) {
    case "one_off":
      return {
        type_id: typeId,
        ...Object.fromEntries(ONE_OFF_NUMBERS.map((k) => [k, orNull(d[k])])),
        ...Object.fromEntries(FLAGS.map((k) => [k, d[k]])),
      };
    case "special_message":
      return { message: d.message };
    case "advance":
      return { payment_date: d.payment_date, advances: d.advances };
    case "unemployment":
      return { kind: d.unemployment_kind, days: d.unemployment_days };
  }
}

type Props = {
  kind: EntryKindName;
  draft: EntryDraft;
  onChange: (next: EntryDraft) => void;
  types: OneOffType[];
  /** The server's message for a field (its API name), shown under it. */
  fieldError: (field: string) => string | null;
};

const selectClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm";

export function EntryFields({ kind, draft, onChange, types, fieldError }: Props) {
  const t = useTranslations("payroll");
  const id = useId();
  const set = (patch: Partial<EntryDraft>) => onChange({ ...draft, ...patch });

  if (kind === "special_message") {
    const error = fieldError("message");
    return (
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-slate-800">
          {t("entries.message")}
        </label>
        <textarea
          id={`${id}-message`}
          value={draft.message}
          maxLength={2000}
          rows={3}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message-error` : undefined}
          onChange={(e) => set({ message: e.target.value })}
          className={selectClass}
        />
        {error ? (
          <p id={`${id}-message-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (kind === "advance") {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          label={t("entries.payment_date")}
          value={draft.payment_date}
          onChange={(text) => set({ payment_date: text })}
          error={fieldError("payment_date")}
        />
        <NumberField
          label={t("entries.advances")}
          value={draft.advances}
          onChange={(text) => set({ advances: text })}
          required
          decimals={2}
          error={fieldError("advances")}
        />
      </div>
    );
  }
  if (kind === "unemployment") {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-ukind`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("entries.unemploymentKind")}
          </label>
          <select
            id={`${id}-ukind`}
            value={draft.unemployment_kind}
            onChange={(e) => set({ unemployment_kind: e.target.value })}
            className={selectClass}
          >
            {(["economic", "force_majeure", "weather"] as const).map((k) => (
              <option key={k} value={k}>
                {t(`unemploymentKinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label={t("entries.unemploymentDays")}
          value={draft.unemployment_days}
          onChange={(text) => set({ unemployment_days: text })}
          required
          max={31}
          decimals={1}
          error={fieldError("days")}
        />
      </div>
    );
  }
  // One-off wage component.
  const typeError = fieldError("type_id");
  const newType = draft.new_type || types.length === 0;
  return (
    <div className="space-y-3">
      {newType ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {types.length === 0 ? <p className="text-sm text-slate-700 sm:col-span-2">{t("entries.noTypes")}</p> : null}
          <TextField
            label={t("entries.typeCode")}
            value={draft.type_code}
            maxLength={20}
            required
            onChange={(e) => set({ type_code: e.target.value })}
            error={fieldError("code")}
          />
          <TextField
            label={t("entries.typeName")}
            value={draft.type_name}
            maxLength={100}
            required
            onChange={(e) => set({ type_name: e.target.value })}
            error={fieldError("name")}
          />
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("entries.type")}
          </label>
          <select
            id={`${id}-type`}
            value={draft.type_id}
            required
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${id}-type-error` : undefined}
            onChange={(e) => set({ type_id: e.target.value })}
            className={selectClass}
          >
            <option value="">—</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name} ({type.code})
              </option>
            ))}
          </select>
          {typeError ? (
            <p id={`${id}-type-error`} className="mt-1 text-xs text-red-700">
              {typeError}
            </p>
          ) : null}
        </div>
      )}
      {types.length > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.new_type} onChange={(e) => set({ new_type: e.target.checked })} />
          {t("entries.newType")}
        </label>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {ONE_OFF_NUMBERS.map((k) => (
          <NumberField
            key={k}
            label={t(`entries.${k}`)}
            value={draft[k]}
            onChange={(text) => set({ [k]: text })}
            min={draft.is_negative ? null : 0}
            decimals={2}
            error={fieldError(k)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {FLAGS.map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft[k]} onChange={(e) => set({ [k]: e.target.checked })} />
            {t(`entries.${k}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
