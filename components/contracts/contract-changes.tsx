"use client";
// A contract's change history on the contract tab: each change with its date, what it changes, its state
// (asked, approved, declined) and, once approved, whether the payroll provider received it (a failure in the
// reader's language, with Retry). Rights holders approve or decline asked changes; read-only users and
// managers see the history without buttons.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ContractChangeJson } from "@/lib/contracts/change-json";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { formatDay } from "@/components/people/format";

type Props = { changes: ContractChangeJson[]; canManage: boolean; functionLabels: Record<number, string> };

const BADGE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  declined: "bg-slate-200 text-slate-800",
};

export function ContractChanges({ changes, canManage, functionLabels }: Props) {
  const t = useTranslations("contracts");
  const tFailures = useTranslations("integrations.failures");
  const locale = useLocale();
  const router = useRouter();
  const action = useFormAction(["decline_reason"]);
  const [declining, setDeclining] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  if (changes.length === 0) return null;

  const money = (amount: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(Number(amount));
  const summary = (c: ContractChangeJson) =>
    [
      c.base_wage !== null && t("changes.summary.wage", { amount: money(c.base_wage) }),
      c.hours_per_week !== null && t("changes.summary.hours", { hours: c.hours_per_week }),
      c.days_per_week !== null && t("changes.summary.days", { days: c.days_per_week }),
      c.is_variable_schedule !== null &&
        (c.is_variable_schedule ? t("changes.summary.variable") : t("changes.summary.fixed")),
      c.weekly_schedule !== null && c.hours_per_week === null && t("changes.summary.week"),
      c.function_id !== null && t("changes.summary.function", { name: functionLabels[c.function_id] ?? "?" }),
    ]
      .filter(Boolean)
      .join(" · ");

  const provider = (c: ContractChangeJson) => {
    if (c.status !== "approved") return null;
    if (!c.command) return t("changes.provider.none");
    if (c.command.status === "succeeded") return t("changes.provider.sent");
    if (c.command.status !== "failed") return t("changes.provider.sending");
    const code = c.command.error_detail?.code;
    if (code === "lines_rejected" || code === "data_rejected") return t("changes.provider.refused");
    const detail = c.command.error_detail;
    return t("changes.provider.failed", {
      reason: detail ? tFailures(detail.code, { seconds: 0, status: 0, count: 0, ...detail.values }) : "",
    });
  };

  async function decide(id: number, decision: "approve" | "decline") {
    const body = {
      change_id: id,
      decision,
      ...(decision === "decline" && reason.trim() ? { decline_reason: reason } : {}),
    };
    const result = await action.run(() => apiFetch("/api/integrations/contracts/change-request/decide", { body }));
    if (result.ok) {
      setDeclining(null);
      setReason("");
      router.refresh();
    }
  }

  async function retry(id: number) {
    const result = await action.run(() =>
      apiFetch("/api/integrations/contracts/change-request/retry", { body: { change_id: id } }),
    );
    if (result.ok) router.refresh();
  }

  return (
    <div className="mt-2 w-full" data-testid="contract-changes">
      <h3 className="text-sm font-semibold text-slate-800">{t("changes.title")}</h3>
      <ul className="mt-1 space-y-2">
        {changes.map((c) => (
          <li key={c.id} className="rounded-md border border-slate-200 p-2 text-sm" data-testid="contract-change">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">{t("changes.from", { date: formatDay(c.change_date) })}</span>
              <span>{summary(c)}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-medium ${BADGE[c.status] ?? ""}`}>
                {t(`changes.status.${c.status}`)}
              </span>
            </div>
            {c.note && <p className="text-slate-700">{c.note}</p>}
            {c.wage_request_id !== null && <p className="text-slate-600">{t("changes.fromWageRequest")}</p>}
            {c.status === "declined" && c.decline_reason && (
              <p className="text-slate-700">{t("changes.declinedBecause", { reason: c.decline_reason })}</p>
            )}
            {provider(c) && (
              <p
                className={c.command?.status === "failed" ? "text-red-800" : "text-slate-600"}
                data-testid="contract-change-provider"
              >
                {provider(c)}
              </p>
            )}
            {canManage && c.status === "pending" && (
              <div className="mt-1 flex flex-wrap items-end gap-2">
                <Button onClick={() => void decide(c.id, "approve")} disabled={action.pending}>
                  {t("changes.approve")}
                </Button>
                {declining === c.id ? (
                  <>
                    <TextField
                      label={t("changes.declineReason")}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      maxLength={500}
                      error={action.fieldError("decline_reason")}
                    />
                    <Button variant="secondary" onClick={() => void decide(c.id, "decline")} disabled={action.pending}>
                      {t("changes.confirmDecline")}
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" onClick={() => setDeclining(c.id)}>
                    {t("changes.decline")}
                  </Button>
                )}
              </div>
            )}
            {canManage && c.command?.status === "failed" && (
              <Button variant="secondary" className="mt-1" onClick={() => void retry(c.id)} disabled={action.pending}>
                {t("changes.retry")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
