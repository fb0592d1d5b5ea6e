"use client";
// The signature part of one contract on the Contracts tab: where signing stands (not sent, waiting, signed,
// declined with the reason, cancelled), the PDF as sent and the signed one, and for those who may write
// contracts: send, send again after a decline or a cancel, cancel a waiting request. Read-only users and
// readers see the state and the PDFs only.
import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { SignatureJson } from "@/lib/contracts/signing/signature-json";
import type { SigningState } from "@/lib/contracts/signing/signing-state";
import { formatDateTime } from "@/lib/i18n/format-date";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFormAction } from "@/components/ui/use-form-action";
import { useToast } from "@/components/ui/toast";

type Props = { contractId: number; canEdit: boolean; terminated: boolean };
type Listing = { data: SignatureJson[]; state: SigningState };

const STATE_STYLE: Record<SigningState, string> = {
  draft: "bg-slate-100 text-slate-700",
  sent: "bg-amber-100 text-amber-900",
  signed: "bg-emerald-100 text-emerald-900",
  declined: "bg-red-100 text-red-900",
  cancelled: "bg-slate-100 text-slate-700",
};

export function SigningSection({ contractId, canEdit, terminated }: Props) {
  const t = useTranslations("contractSigning");
  const locale = useLocale();
  const toast = useToast();
  const action = useFormAction();
  const [listing, setListing] = useState<Listing | null>(null);

  const load = useCallback(async () => {
    setListing(await apiFetch<Listing>(`/api/contracts/${contractId}/signatures`).catch(() => null));
  }, [contractId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!listing) return null;
  const latest = listing.data[0] ?? null;
  const state = listing.state;
  const when = (iso: string | null) => formatDateTime(iso, locale);

  async function sendIt() {
    const res = await action.run(() => apiFetch(`/api/contracts/${contractId}/signatures/send`, { body: {} }));
    if (res.ok) {
      toast.show({ variant: "success", title: t("tab.sentDone") });
      await load();
    }
  }
  async function cancelIt(requestId: number) {
    const res = await action.run(() => apiFetch(`/api/contracts/signatures/${requestId}/cancel`, { body: {} }));
    if (res.ok) await load();
  }

  return (
    <div className="mt-2 space-y-1 text-sm" data-testid="contract-signing" data-state={state}>
      <p className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATE_STYLE[state]}`}>{t(`states.${state}`)}</span>
        {latest && state === "sent" && (
          <span className="text-slate-600">
            {t("tab.sentInfo", { date: when(latest.sent_at), name: latest.sent_by_name })}
          </span>
        )}
        {latest && state === "signed" && (
          <span className="text-slate-600">
            {t("tab.signedInfo", { name: latest.signed_name ?? "", date: when(latest.decided_at) })}
          </span>
        )}
        {latest && state === "declined" && (
          <span className="break-words text-slate-700" data-testid="contract-decline-reason">
            {t("tab.declinedInfo", { date: when(latest.decided_at), reason: latest.decline_reason ?? "" })}
          </span>
        )}
        {latest && state === "cancelled" && (
          <span className="text-slate-600">{t("tab.cancelledInfo", { date: when(latest.decided_at) })}</span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {latest && (
          <a className="text-brand-700 underline" href={latest.pdf_url} target="_blank" rel="noopener">
            {t("tab.openPdf")}
          </a>
        )}
        {latest?.signed_pdf_url && (
          <a className="text-brand-700 underline" href={latest.signed_pdf_url} target="_blank" rel="noopener">
            {t("tab.openSigned")}
          </a>
        )}
        {canEdit && !terminated && (state === "draft" || state === "declined" || state === "cancelled") && (
          <Button variant="secondary" disabled={action.pending} onClick={() => void sendIt()}>
            {state === "draft" ? t("tab.send") : t("tab.resend")}
          </Button>
        )}
        {canEdit && latest && state === "sent" && (
          <ConfirmDialog
            danger
            title={t("tab.cancel")}
            description={t("tab.confirmCancel")}
            confirmLabel={t("tab.cancel")}
            cancelLabel={t("tab.keep")}
            onConfirm={() => void cancelIt(latest.id)}
            trigger={
              <Button variant="ghost" disabled={action.pending}>
                {t("tab.cancel")}
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
