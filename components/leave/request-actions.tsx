"use client";
// Approve, decline or withdraw one request (the inbox and the person calendar). A decline or a withdrawal
// can carry a note for the employee.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Props = { requestId: number; canDecide: boolean; canCancel: boolean; deletionRequested?: boolean; label: string };

export function RequestActions({ requestId, canDecide, canCancel, deletionRequested, label }: Props) {
  const t = useTranslations("leave");
  const router = useRouter();
  const toast = useToast();
  const ids = useId();
  const [note, setNote] = useState("");
  const { pending, run } = useApiAction();

  async function act(action: "approve" | "decline" | "cancel") {
    const result = await run(() =>
      apiFetch(`/api/leave/requests/${action}`, { body: { request_id: requestId, ...(note.trim() ? { note } : {}) } }),
    );
    if (!result.ok) {
      toast.showError(new Error(t("actionFailed")));
      return;
    }
    toast.show({ variant: "success", title: t(`done.${action}`) });
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      {(canDecide || canCancel) && (
        <div className="min-w-40 flex-1">
          <label htmlFor={`${ids}-note`} className="sr-only">
            {t("noteFor", { label })}
          </label>
          <input
            id={`${ids}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={canDecide ? t("notePlaceholder") : t("note")}
            maxLength={1000}
            className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </div>
      )}
      {canDecide && (
        <>
          <Button
            onClick={() => act("approve")}
            disabled={pending}
            aria-label={`${deletionRequested ? t("confirmDeletion") : t("approve")}: ${label}`}
          >
            {deletionRequested ? t("confirmDeletion") : t("approve")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => act("decline")}
            disabled={pending}
            aria-label={`${deletionRequested ? t("keepLeave") : t("decline")}: ${label}`}
          >
            {deletionRequested ? t("keepLeave") : t("decline")}
          </Button>
        </>
      )}
      {canCancel && (
        <Button
          variant="danger"
          onClick={() => act("cancel")}
          disabled={pending}
          aria-label={`${t("withdraw")}: ${label}`}
        >
          {t("withdraw")}
        </Button>
      )}
    </div>
  );
}
