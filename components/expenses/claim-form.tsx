"use client";
// The claim form (issue 22): an expense with category, amount, VAT, currency (and the rate the employee was
// charged) and receipts, or a mileage claim in km at the company's rate. Usable on a phone: one column, the
// receipt input opens the camera (capture), amounts typed with a comma or a dot. Saving creates the draft,
// uploads each receipt, then submits it unless the employee keeps it as a draft.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import { EXPENSE_CATEGORIES, mileageCents, toEurCents } from "@/lib/expenses/expense-rules";
import { parseNumberInput } from "@/lib/validation/number-input";
import { formatNumber } from "@/lib/i18n/format-number";
import { euros, fileToBase64, type ClaimJson } from "./expense-types";

const FIELDS = [
  "kind",
  "category",
  "date",
  "description",
  "currency",
  "amount",
  "vat_amount",
  "exchange_rate",
  "km",
  "cost_centre_code",
  "file_base64",
  "receipts",
];
const SELECT =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500";

type Props = {
  mileageRate: number;
  currencies: { code: string; name: string }[];
  costCentres: { code: string; name: string }[];
  onDone: () => void;
  onCancel: () => void;
};

export function ClaimForm({ mileageRate, currencies, costCentres, onDone, onCancel }: Props) {
  const t = useTranslations("expenses.form");
  const tc = useTranslations("expenses.categories");
  const ta = useTranslations("expenses.actions");
  const te = useTranslations("expenses");
  const locale = useLocale();
  const toast = useToast();
  const { pending, run, fieldError } = useFormAction(FIELDS);
  const [kind, setKind] = useState<"expense" | "mileage">("expense");
  const [category, setCategory] = useState("");
  const [date, setDate] = useState("");
  const [description, setDescription] = useState("");
  const [currency, setCurrency] = useState("EUR");
  const [amount, setAmount] = useState("");
  const [vat, setVat] = useState("");
  const [rate, setRate] = useState("");
  const [km, setKm] = useState("");
  const [costCentre, setCostCentre] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  // Once saved, a retry (a refused receipt, a failed submit) continues the same draft instead of a second one.
  const [draftId, setDraftId] = useState<number | null>(null);

  const number = (text: string) => {
    const parsed = parseNumberInput(text);
    return parsed && parsed.ok ? parsed.value : null;
  };
  const preview =
    kind === "mileage"
      ? number(km) !== null
        ? mileageCents(number(km)!, mileageRate) / 100
        : null
      : number(amount) !== null && (currency === "EUR" || number(rate) !== null)
        ? toEurCents(number(amount)!, currency === "EUR" ? 1 : number(rate)!) / 100
        : null;

  async function save(submit: boolean) {
    await run(async () => {
      const body =
        kind === "mileage"
          ? { kind, date, description, km, cost_centre_code: costCentre || null }
          : {
              kind,
              category: category || null,
              date,
              description,
              currency,
              amount,
              vat_amount: vat || null,
              exchange_rate: currency === "EUR" ? null : rate,
              cost_centre_code: costCentre || null,
            };
      const saved = draftId
        ? await apiFetch<{ data: ClaimJson }>("/api/expenses/edit", { body: { request_id: draftId, ...body } })
        : await apiFetch<{ data: ClaimJson }>("/api/expenses/add", { body });
      setDraftId(saved.data.id);
      let left = files;
      for (const file of files) {
        await apiFetch("/api/expenses/receipts/add", {
          body: { request_id: saved.data.id, filename: file.name, file_base64: await fileToBase64(file) },
        });
        left = left.filter((f) => f !== file);
        setFiles(left);
      }
      if (submit) await apiFetch("/api/expenses/submit", { body: { request_id: saved.data.id } });
      toast.show({ title: submit ? ta("submitted") : ta("saved"), variant: "success" });
      onDone();
    }).catch(() => undefined);
  }

  return (
    <form
      aria-labelledby="claim-form-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save(true);
      }}
      data-testid="claim-form"
    >
      <h2 id="claim-form-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("kind")}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(["expense", "mileage"] as const).map((k) => (
            <label key={k} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t(`kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "expense" ? (
        <div>
          <label htmlFor="claim-category" className="text-sm font-medium text-slate-800">
            {t("category")}
          </label>
          <select id="claim-category" className={SELECT} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t("choose")}</option>
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {tc(c)}
              </option>
            ))}
          </select>
          {fieldError("category") ? <p className="mt-1 text-sm text-red-700">{fieldError("category")}</p> : null}
        </div>
      ) : null}
      <DateField label={t("date")} value={date} onChange={(text) => setDate(text)} error={fieldError("date")} />
      <TextField
        label={t("description")}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={500}
        required
        error={fieldError("description")}
      />
      {kind === "mileage" ? (
        <div>
          <NumberField
            label={t("km")}
            value={km}
            onChange={setKm}
            positiveOnly
            decimals={1}
            max={100000}
            required
            error={fieldError("km")}
          />
          <p className="mt-1 text-sm text-slate-600">{t("mileageRate", { rate: formatNumber(mileageRate, locale) })}</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="claim-currency" className="text-sm font-medium text-slate-800">
              {t("currency")}
            </label>
            <select
              id="claim-currency"
              className={SELECT}
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} – {c.name}
                </option>
              ))}
            </select>
          </div>
          <NumberField
            label={t("amount")}
            value={amount}
            onChange={setAmount}
            positiveOnly
            decimals={2}
            max={1000000}
            required
            error={fieldError("amount")}
          />
          <NumberField
            label={t("vat")}
            value={vat}
            onChange={setVat}
            decimals={2}
            max={1000000}
            error={fieldError("vat_amount")}
          />
          {currency !== "EUR" ? (
            <div className="sm:col-span-3">
              <NumberField
                label={t("rate", { currency })}
                value={rate}
                onChange={setRate}
                positiveOnly
                decimals={6}
                max={100000}
                required
                error={fieldError("exchange_rate")}
              />
              <p className="mt-1 text-sm text-slate-600">{t("rateHint")}</p>
            </div>
          ) : null}
        </div>
      )}
      {costCentres.length > 0 ? (
        <div>
          <label htmlFor="claim-cost-centre" className="text-sm font-medium text-slate-800">
            {t("costCentre")}
          </label>
          <select
            id="claim-cost-centre"
            className={SELECT}
            value={costCentre}
            onChange={(e) => setCostCentre(e.target.value)}
          >
            <option value="">{t("noCostCentre")}</option>
            {costCentres.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} – {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === "expense" ? (
        <div>
          <label htmlFor="claim-receipts" className="text-sm font-medium text-slate-800">
            {t("receipts")}
          </label>
          <input
            id="claim-receipts"
            type="file"
            accept="image/*,application/pdf"
            capture="environment"
            multiple
            aria-describedby="claim-receipts-hint"
            className="mt-1 block w-full text-sm"
            onChange={(e) => setFiles([...files, ...Array.from(e.target.files ?? [])])}
          />
          <p id="claim-receipts-hint" className="mt-1 text-sm text-slate-600">
            {t("receiptsHint")}
          </p>
          {fieldError("file_base64") || fieldError("receipts") ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {fieldError("file_base64") ?? fieldError("receipts")}
            </p>
          ) : null}
          {files.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("receipts")}>
              {files.map((file, i) => (
                <li
                  key={`${file.name}-${i}`}
                  className="flex items-center gap-2 rounded border border-slate-200 p-1 text-sm"
                >
                  {file.type.startsWith("image/") ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen photo
                    <img src={URL.createObjectURL(file)} alt="" className="h-12 w-12 rounded object-cover" />
                  ) : null}
                  <span className="max-w-40 truncate">{file.name}</span>
                  <button
                    type="button"
                    className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
                    aria-label={t("removeReceipt", { name: file.name })}
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {preview !== null ? (
        <p className="text-sm font-medium text-slate-800" data-testid="claim-preview">
          {t("reimbursed", { amount: euros(preview, locale) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("submit")}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => void save(false)}>
          {t("saveDraft")}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {te("cancel")}
        </Button>
      </div>
    </form>
  );
}
