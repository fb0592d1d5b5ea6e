"use client";
// The company's commute allowance rates (POST /api/requests/commutes/settings): the bicycle allowance per km,
// a per-km rate for car and carpool, and the employer's share of a public-transport ticket. Company settings,
// not law: accepting a commute request fixes its monthly allowance with the rates of that day. Users who may
// not change them (read-only) see the values in disabled fields and no save button.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { NumberField } from "@/components/ui/number-field";
import { useToast } from "@/components/ui/toast";
import { numberToInput } from "@/lib/validation/number-input";

export type CommuteSettingsValues = { bike_per_km: number; car_per_km: number; public_transport_share_pct: number };
type Field = keyof CommuteSettingsValues;

const FIELDS: { field: Field; label: string; decimals: number; max: number }[] = [
  { field: "bike_per_km", label: "bike", decimals: 2, max: 10 },
  { field: "car_per_km", label: "car", decimals: 2, max: 10 },
  { field: "public_transport_share_pct", label: "publicTransport", decimals: 0, max: 100 },
];

export function CommuteSettingsForm({ values, canWrite }: { values: CommuteSettingsValues; canWrite: boolean }) {
  const t = useTranslations("settings.commutes");
  const router = useRouter();
  const toast = useToast();
  const { pending, run, error, fieldError } = useApiAction();
  const locale = useLocale();
  // In the reader's language ("0,37" in Dutch); a comma or a dot is taken back (spec section 5).
  const [text, setText] = useState<Record<Field, string>>(() => ({
    bike_per_km: numberToInput(values.bike_per_km, locale),
    car_per_km: numberToInput(values.car_per_km, locale),
    public_transport_share_pct: numberToInput(values.public_transport_share_pct, locale),
  }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await run(() => apiFetch("/api/requests/commutes/settings", { body: text }));
    if (result.ok) {
      toast.show({ title: t("saved"), variant: "success" });
      router.refresh();
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="commute-rates"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm"
      data-testid="commute-settings"
    >
      <h2 id="commute-rates" className="text-lg font-semibold">
        {t("ratesTitle")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
        {FIELDS.map(({ field, label, decimals, max }) => (
          <NumberField
            key={field}
            label={t(label)}
            fieldName={field}
            name={field}
            value={text[field]}
            onChange={(value) => setText((v) => ({ ...v, [field]: value }))}
            decimals={decimals}
            max={max}
            required
            disabled={!canWrite}
            error={error ? fieldError(field) : null}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600">{t("notLaw")}</p>
      {canWrite ? (
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      ) : null}
    </form>
  );
}
