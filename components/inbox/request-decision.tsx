"use client";
// Accept or decline one commute or wage request from /inbox, with a message to the employee (required to
// decline); a commute can also be sent with a payroll month as a one-off (processRequest).
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Props = { path: "commutes" | "wages"; requestId: number; label: string; pending: boolean; canProcess: boolean };

export function RequestDecision({ path, requestId, label, pending: isPending, canProcess }: Props) {
  const t = useTranslations("requests");
  const router = useRouter();
  const toast = useToast();
  const ids = useId();
  const [message, setMessage] = useState("");
  const [month, setMonth] = useState("");
  const { pending, run, error } = useApiAction();

  async function act(action: "accept" | "decline" | "processRequest") {
    const [year, mm] = month.split("-");
    const body =
      action === "processRequest"
        ? { request_id: requestId, year: Number(year), month: Number(mm) }
        : { request_id: requestId, ...(message.trim() ? { message_to_employee: message } : {}) };
    const result = await run(() => apiFetch(`/api/requests/${path}/${action}`, { body }));
    if (!result.ok) return;
    toast.show({ variant: "success", title: t(`done.${action}`) });
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        {isPending && (
          <div className="min-w-40 flex-1">
            <label htmlFor={`${ids}-message`} className="sr-only">
              {t("messageFor", { label })}
            </label>
            <input
              id={`${ids}-message`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={t("messagePlaceholder")}
              maxLength={2000}
              className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </div>
        )}
        {isPending && (
          <>
            <Button onClick={() => act("accept")} disabled={pending} aria-label={`${t("accept")}: ${label}`}>
              {t("accept")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => act("decline")}
              disabled={pending}
              aria-label={`${t("decline")}: ${label}`}
            >
              {t("decline")}
            </Button>
          </>
        )}
        {canProcess && (
          <>
            <label className="flex flex-col text-sm" htmlFor={`${ids}-month`}>
              {t("payrollMonth")}
              <input
                id={`${ids}-month`}
                type="month"
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                className="rounded-md border border-slate-300 px-2 py-1.5"
              />
            </label>
            <Button
              variant="secondary"
              onClick={() => act("processRequest")}
              disabled={pending || !month}
              aria-label={`${t("process")}: ${label}`}
            >
              {t("process")}
            </Button>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
