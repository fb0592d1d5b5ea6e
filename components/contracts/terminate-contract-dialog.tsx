"use client";
// Terminating a contract: reason, way of termination, who gives notice, notification date, last payout date.
// For a Belgian contract ended with notice the dialog asks POST /api/contracts/calculateNotice as the dates
// change and explains the result (which table, the pre-2014 two-part sum, the 13-week resignation cap,
// outplacement from 30 weeks); the server computes it again when it terminates.
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { NOTICE_INITIATORS, WAYS_OF_TERMINATION } from "@/lib/contracts/contracts.types";
import { formatDayDate, parseDateInput, todayDayDate, toIsoDay } from "@/lib/validation/date-input";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { SelectField } from "@/components/people/select-field";
import { formatDay } from "@/components/people/format";
import type { ContractItem } from "./contract-tab";
import { ContractTermsFields } from "./contract-terms-fields";

type Notice = {
  weeks: number;
  notice_start: string;
  notice_end: string;
  seniority_months: number;
  rule: "employer_table" | "employer_two_part" | "resignation_table" | "resignation_capped";
  parts: { old_rules_weeks: number; new_rules_weeks: number } | null;
  outplacement_eligible: boolean;
};

type Props = {
  contract: ContractItem;
  onClose: () => void;
  onDimona: (proposal: { kind: string; date: string } | null) => void;
};

const FIELDS = [
  "termination_reason",
  "way_of_termination",
  "initiated_by",
  "notification_date",
  "end_date",
  "last_payout_date",
  "notice_by_date",
];

export function TerminateContractDialog({ contract, onClose, onDimona }: Props) {
  const t = useTranslations("contracts");
  const router = useRouter();
  const today = formatDayDate(todayDayDate());
  const [reason, setReason] = useState("");
  const [way, setWay] = useState<string>(contract.end_date ? "end_of_fixed_term" : "notice_worked");
  const [initiator, setInitiator] = useState<string>("employer");
  const [notification, setNotification] = useState(today);
  const [end, setEnd] = useState("");
  const [payout, setPayout] = useState(today);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { pending, run, fieldError } = useFormAction(FIELDS);
  const withNotice = contract.country === "BE" && (way === "notice_worked" || way === "notice_paid_out");

  useEffect(() => {
    const day = parseDateInput(notification);
    if (!withNotice || !day) return setNotice(null);
    let current = true;
    apiFetch<Notice>("/api/contracts/calculateNotice", {
      body: { start_date: contract.start_date, notification_date: toIsoDay(day), initiated_by: initiator },
    })
      .then((result) => current && setNotice(result))
      .catch(() => current && setNotice(null));
    return () => {
      current = false;
    };
  }, [withNotice, notification, initiator, contract.start_date]);

  async function save() {
    const body = {
      contract_id: contract.id,
      termination_reason: reason,
      way_of_termination: way,
      ...(withNotice || way === "notice_worked" || way === "notice_paid_out" ? { initiated_by: initiator } : {}),
      notification_date: notification,
      ...(end.trim() ? { end_date: end } : {}),
      last_payout_date: payout,
    };
    const result = await run(() =>
      apiFetch<{ dimona_proposal: { kind: string; date: string } | null }>("/api/integrations/contracts/terminate", {
        body,
      }),
    );
    if (result.ok) {
      onDimona(result.value.dimona_proposal);
      onClose();
      router.refresh();
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("terminate.title")}
      testId="terminate-contract-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <SelectField
          label={t("terminate.way_of_termination")}
          value={way}
          onChange={setWay}
          error={fieldError("way_of_termination")}
          options={WAYS_OF_TERMINATION.map((w) => ({ value: w, label: t(`ways.${w}`) }))}
        />
        {(way === "notice_worked" || way === "notice_paid_out") && (
          <SelectField
            label={t("terminate.initiated_by")}
            value={initiator}
            onChange={setInitiator}
            error={fieldError("initiated_by")}
            options={NOTICE_INITIATORS.map((i) => ({ value: i, label: t(`initiators.${i}`) }))}
          />
        )}
        <TextField
          label={t("terminate.termination_reason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={200}
          error={fieldError("termination_reason")}
        />
        <ContractTermsFields
          fieldError={fieldError}
          dates={[
            {
              name: "notification_date",
              label: t("terminate.notification_date"),
              value: notification,
              onChange: setNotification,
              after: (
                <div
                  role="status"
                  aria-live="polite"
                  className="text-sm"
                  data-testid="notice-explanation"
                  data-notice-end={notice?.notice_end}
                >
                  {notice ? (
                    <div className="space-y-1 rounded-md bg-slate-50 p-3 text-slate-800">
                      <p className="font-medium">
                        {t("terminate.notice", {
                          weeks: notice.weeks,
                          start: formatDay(notice.notice_start),
                          end: formatDay(notice.notice_end),
                        })}
                      </p>
                      <p>
                        {t(`terminate.explain.${notice.rule}`, {
                          months: notice.seniority_months,
                          old: notice.parts?.old_rules_weeks ?? 0,
                          new: notice.parts?.new_rules_weeks ?? 0,
                        })}
                      </p>
                      <p className="text-slate-600">{t("terminate.startsMonday")}</p>
                      {notice.outplacement_eligible && <p className="text-amber-800">{t("terminate.outplacement")}</p>}
                    </div>
                  ) : (
                    !withNotice && <p className="text-slate-600">{t("terminate.noNotice")}</p>
                  )}
                </div>
              ),
            },
            { name: "end_date", label: t("terminate.end_date"), value: end, onChange: setEnd, required: false },
            { name: "last_payout_date", label: t("terminate.last_payout_date"), value: payout, onChange: setPayout },
          ]}
        />
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}
