"use client";
// Pushes the month: the integration, the payout date and a message for payroll. A month already pushed to
// this integration needs the retry confirmation: it explains that only the difference is sent, and sends
// confirm_retry_push. The push starts a command; the history below follows it live.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { useFormAction } from "@/components/ui/use-form-action";
import type { PushView } from "./payroll-types";

type Props = {
  year: number;
  month: number;
  monthLabel: string;
  integrations: { id: number; alias: string }[];
  integrationId: number;
  people: number;
  openAnomalies: number;
  /** Pushed already to an integration (a succeeded push): the retry confirmation is asked. */
  pushedTo: Set<number>;
  onClose: () => void;
  onStarted: (push: PushView) => void;
};

const selectClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm";

export function PushDialog(props: Props) {
  const { year, month, integrations, onClose, onStarted } = props;
  const t = useTranslations("payroll");
  const tc = useTranslations("common");
  const action = useFormAction(["integration_id", "payout_date", "messageForPayroll", "confirm_retry_push"]);
  const [integrationId, setIntegrationId] = useState(String(props.integrationId));
  const [payoutDate, setPayoutDate] = useState("");
  const [message, setMessage] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const isRetry = props.pushedTo.has(Number(integrationId));
  // The server says the month was pushed meanwhile (409 on confirm_retry_push): ask for the confirmation.
  const [askRetry, setAskRetry] = useState(false);
  const needsConfirm = isRetry || askRetry;

  async function push() {
    const result = await action.run(async () => {
      try {
        return await apiFetch<{ data: PushView }>("/api/integrations/days_off/push", {
          body: {
            year,
            month,
            integration_id: Number(integrationId),
            confirm_retry_push: needsConfirm && confirmed,
            payout_date: payoutDate.trim() || null,
            messageForPayroll: message.trim() || null,
          },
        });
      } catch (error) {
        if (error instanceof ApiError && error.fields.confirm_retry_push) setAskRetry(true);
        throw error;
      }
    });
    if (result.ok) onStarted(result.value.data);
  }

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t("push.title", { month: props.monthLabel })}
      description={t("push.intro", { people: props.people })}
      size="upgrade"
      testId="payroll-push-dialog"
    >
      <Form onValidSubmit={() => void push()} className="space-y-4" noValidate>
        {props.openAnomalies > 0 ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
            {t("push.anomaliesWarning", { count: props.openAnomalies })}
          </p>
        ) : null}
        <div>
          <label htmlFor="payroll-push-integration" className="mb-1 block text-sm font-medium text-slate-800">
            {t("push.integration")}
          </label>
          <select
            id="payroll-push-integration"
            value={integrationId}
            onChange={(e) => setIntegrationId(e.target.value)}
            className={selectClass}
          >
            {integrations.map((i) => (
              <option key={i.id} value={i.id}>
                {i.alias}
              </option>
            ))}
          </select>
        </div>
        <DateField
          label={t("push.payout_date")}
          value={payoutDate}
          required={false}
          onChange={(text) => setPayoutDate(text)}
          error={action.fieldError("payout_date")}
        />
        <div>
          <label htmlFor="payroll-push-message" className="mb-1 block text-sm font-medium text-slate-800">
            {t("push.messageForPayroll")}
          </label>
          <textarea
            id="payroll-push-message"
            value={message}
            maxLength={2000}
            rows={3}
            onChange={(e) => setMessage(e.target.value)}
            className={selectClass}
          />
        </div>
        {needsConfirm ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="payroll-push-retry">
            <p className="font-medium text-amber-900">{t("push.retryTitle")}</p>
            <p className="mt-1 text-sm text-amber-900">{t("push.retryText")}</p>
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(e) => setConfirmed(e.target.checked)}
                data-testid="payroll-push-confirm-retry"
              />
              {t("push.confirmRetry")}
            </label>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button
            type="submit"
            disabled={action.pending || (needsConfirm && !confirmed)}
            data-testid="payroll-push-submit"
          >
            {t("push.submit")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
