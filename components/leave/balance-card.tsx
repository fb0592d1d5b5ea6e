// One day-off type's balance as people read it (lib/leave/balance-summary.ts): remaining in large, then
// taken, planned (approved, still to come), waiting for approval and what is left for new requests, and
// the ledger steps behind it. Used on the person calendar; the figures come from getLatestSaldo.
import { useTranslations } from "next-intl";
import { dayOffTypeLabel } from "./day-off-type-label";

export type SaldoView = {
  day_off_type_id: number;
  kind: string;
  name: string | null;
  unit: string;
  taken: number;
  planned: number;
  pending: number;
  remaining: number;
  available: number;
  steps: Array<{ date: string; kind: string; amount: number; running: number }>;
};

export function BalanceCard({ saldo, formatDate }: { saldo: SaldoView; formatDate?: (iso: string) => string }) {
  const t = useTranslations("leave");
  const amount = (value: number) => t(saldo.unit === "hours" ? "hoursValue" : "daysValue", { value });
  const rows: Array<[string, number]> = [
    [t("balance.taken"), saldo.taken],
    [t("balance.planned"), saldo.planned],
    [t("balance.pending"), saldo.pending],
  ];
  return (
    <div className="rounded-md border border-slate-200 p-3" data-testid={`balance-${saldo.kind}`}>
      <p className="text-sm text-slate-700">{dayOffTypeLabel(t, saldo)}</p>
      <p className="text-2xl font-semibold" data-testid="balance-remaining">
        {amount(saldo.remaining)}{" "}
        <span className="text-sm font-normal text-slate-600">{t("balance.remaining").toLowerCase()}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums">{amount(value)}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-medium" title={t("balance.availableHint")}>
            {t("balance.available")}
          </dt>
          <dd
            className={`text-right font-medium tabular-nums ${saldo.available < 0 ? "text-red-700" : ""}`}
            data-testid="balance-available"
          >
            {amount(saldo.available)}
          </dd>
        </div>
      </dl>
      {saldo.steps.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">{t("howReached")}</summary>
          <ol className="mt-1 space-y-0.5">
            {saldo.steps.map((step, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>
                  {formatDate ? formatDate(step.date) : step.date} · {t(`ledger.${step.kind}`)}
                </span>
                <span className="tabular-nums">
                  {step.amount > 0 ? "+" : ""}
                  {step.amount} → {step.running}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
