"use client";
// One claim in the list: what, when, how much, its status and receipts (image previews, PDFs as links), and
// the actions the caller has on it: submit or delete their own draft, approve or decline with a message
// (deciders), mark paid or send with the payroll (HR). The API says which (claim.can); read-only users get none.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFormAction } from "@/components/ui/use-form-action";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDay } from "@/lib/i18n/format-date";
import { formatNumber } from "@/lib/i18n/format-number";
import { euros, type ClaimJson } from "./expense-types";

const STATUS_LOOK: Record<ClaimJson["status"], string> = {
  draft: "bg-slate-100 text-slate-800",
  submitted: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  declined: "bg-red-100 text-red-900",
  processed: "bg-brand-100 text-brand-800",
};

export function ClaimCard({
  claim,
  showPerson,
  onChanged,
}: {
  claim: ClaimJson;
  showPerson: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations("expenses");
  const locale = useLocale();
  const toast = useToast();
  const { pending, run } = useFormAction();
  const [message, setMessage] = useState("");
  const messageId = `claim-${claim.id}-message`;

  const act = (path: string, body: Record<string, unknown>, done: string) =>
    run(async () => {
      await apiFetch(path, { body: { request_id: claim.id, ...body } });
      toast.show({ title: t(`actions.${done}`), variant: "success" });
      onChanged();
    }).catch(() => undefined);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="claim-card" data-claim-id={claim.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 break-words">{claim.description}</p>
          <p className="text-sm text-slate-600">
            {formatDay(claim.date, locale)} · {t(`categories.${claim.category}` as never)}
            {showPerson ? ` · ${claim.employee.name}` : ""}
          </p>
        </div>
        <div className="text-right">
          <p className="font-semibold text-slate-900">€ {euros(claim.amount_eur, locale)}</p>
          <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_LOOK[claim.status]}`}>
            {t(`status.${claim.status}`)}
            {claim.processing ? ` · ${t(`processing.${claim.processing}`)}` : ""}
          </span>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {claim.kind === "mileage" ? t("card.km", { km: formatNumber(claim.km ?? 0, locale) }) : null}
        {claim.kind === "expense" && claim.vat_amount > 0
          ? t("card.vat", { vat: euros(claim.vat_amount, locale) })
          : null}
        {claim.currency !== "EUR"
          ? ` · ${t("card.foreign", { amount: euros(claim.amount, locale), currency: claim.currency, rate: formatNumber(claim.exchange_rate, locale) })}`
          : null}
      </p>
      {claim.message_to_employee ? (
        <p className="mt-1 text-sm">{t("card.message", { message: claim.message_to_employee })}</p>
      ) : null}
      {claim.note ? <p className="mt-1 text-sm">{t("card.note", { note: claim.note })}</p> : null}
      {claim.receipts.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("card.receipts")}>
          {claim.receipts.map((r) => (
            <li key={r.id}>
              <a
                href={r.url}
                target="_blank"
                rel="noreferrer"
                className="flex items-center gap-2 rounded border border-slate-200 p-1 text-sm text-brand-700 underline"
                aria-label={t("card.open", { name: r.filename })}
              >
                {r.mime_type.startsWith("image/") ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the receipt itself, served by our API
                  <img src={r.url} alt="" className="h-12 w-12 rounded object-cover" loading="lazy" />
                ) : null}
                <span className="max-w-40 truncate">{r.filename}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {claim.can.submit || claim.can.edit ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {claim.can.submit ? (
            <Button disabled={pending} onClick={() => void act("/api/expenses/submit", {}, "submitted")}>
              {t("actions.submit")}
            </Button>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={pending}>
                {t("actions.delete")}
              </Button>
            }
            title={t("actions.delete")}
            description={t("actions.confirmDelete")}
            confirmLabel={t("actions.delete")}
            cancelLabel={t("cancel")}
            danger
            onConfirm={() => void act("/api/expenses/delete", {}, "deleted")}
          />
        </div>
      ) : null}
      {claim.can.decide || claim.can.process ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
            {claim.can.decide ? t("actions.message") : t("actions.processNote")}
          </label>
          <textarea
            id={messageId}
            value={message}
            maxLength={1000}
            onChange={(e) => setMessage(e.target.value)}
            rows={2}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            {claim.can.decide ? (
              <>
                <Button
                  disabled={pending}
                  onClick={() => void act("/api/expenses/accept", { message_to_employee: message }, "approved")}
                >
                  {t("actions.approve")}
                </Button>
                <Button
                  variant="danger"
                  disabled={pending}
                  onClick={() => void act("/api/expenses/decline", { message_to_employee: message }, "declined")}
                >
                  {t("actions.decline")}
                </Button>
              </>
            ) : (
              <>
                <Button
                  disabled={pending}
                  onClick={() =>
                    void act(
                      "/api/integrations/expenses/processRequest",
                      { status: "paid", note: message },
                      "processed",
                    )
                  }
                >
                  {t("actions.markPaid")}
                </Button>
                <Button
                  variant="secondary"
                  disabled={pending}
                  onClick={() =>
                    void act(
                      "/api/integrations/expenses/processRequest",
                      { status: "payroll", note: message },
                      "processed",
                    )
                  }
                >
                  {t("actions.sendPayroll")}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : null}
    </li>
  );
}
