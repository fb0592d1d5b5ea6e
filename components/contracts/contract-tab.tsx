"use client";
// The Contracts tab of /people/{id}: the person's contracts, newest first, with add, terminate and delete for
// those who may (contracts.write; read-only users see no controls). Terminating shows the Belgian notice as
// it is calculated (POST /api/contracts/calculateNotice) and explains it. A contract the payroll provider
// holds says so (its source and the provider's reference) and has no delete: it is terminated or corrected. Each contract lists its changes
// (ContractChanges); managers ask a change (contracts.request), rights holders make one approved at once and
// decide the asked ones (contracts.manage).
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ContractJson } from "@/lib/contracts/contract-json";
import type { ContractChangeJson } from "@/lib/contracts/change-json";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFormAction } from "@/components/ui/use-form-action";
import { formatCents, formatDay } from "@/components/people/format";
import { choiceLabel } from "@/components/integrations/provider-reference-select";
import type { ReferenceChoice, ReferenceChoices } from "@/lib/integrations/reference-choices";
import { AddContractDialog, type ReferenceOption } from "./add-contract-dialog";
import { ChangeContractDialog } from "./change-contract-dialog";
import { ContractChanges } from "./contract-changes";
import { ContractStateBadge } from "./contract-state-badge";
import { SigningSection } from "./signing-section";
import { TerminateContractDialog } from "./terminate-contract-dialog";

export type ContractItem = ContractJson & { changes: ContractChangeJson[] };

type Props = {
  employeeId: number;
  country: "BE" | "NL";
  contracts: ContractItem[];
  canEdit: boolean;
  canRequest: boolean;
  canManage: boolean;
  /** The provider's lists (listReferenceChoices, the same reader as the person forms'). */
  references: ReferenceChoices;
};

// The form's options per kind, labelled as the person forms label them (choiceLabel).
function referenceOptions(
  choices: ReferenceChoices,
  t: (key: "inactive") => string,
): Record<"department" | "cost_centre" | "function" | "qualification", ReferenceOption[]> {
  const all = [...choices.departments, ...choices.cost_centres, ...choices.functions, ...choices.qualifications];
  const several = new Set(all.map((c) => c.provider)).size > 1;
  const options = (list: ReferenceChoice[]) => list.map((c) => ({ id: c.id, label: choiceLabel(c, several, t) }));
  return {
    department: options(choices.departments),
    cost_centre: options(choices.cost_centres),
    function: options(choices.functions),
    qualification: options(choices.qualifications),
  };
}

export function ContractTab({ employeeId, country, contracts, canEdit, canRequest, canManage, ...props }: Props) {
  const t = useTranslations("contracts");
  const tReferences = useTranslations("integrations.references");
  const references = referenceOptions(props.references, tReferences);
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const [dialog, setDialog] = useState<
    { kind: "add" } | { kind: "terminate" | "change"; contract: ContractItem } | null
  >(null);
  const functionLabels = Object.fromEntries(references.function.map((f) => [f.id, f.label]));
  const [dimona, setDimona] = useState<{ kind: string; date: string } | null>(null);
  const remove = useFormAction();

  async function deleteContract(contract: ContractItem) {
    const path = `/api/integrations/contracts/${contract.country === "BE" ? "belgium_only" : "netherlands_only"}/delete`;
    if ((await remove.run(() => apiFetch(path, { body: { contract_id: contract.id } }))).ok) router.refresh();
  }

  return (
    <div className="space-y-3" data-testid="contract-section">
      {canEdit && (
        <div className="flex justify-end">
          <Button onClick={() => setDialog({ kind: "add" })}>{t("tab.add")}</Button>
        </div>
      )}
      {dimona && (
        <p
          role="status"
          className="rounded-md border-l-4 border-sky-600 bg-sky-50 p-3 text-sm text-sky-900"
          data-testid="dimona-proposal"
        >
          {t("tab.dimonaProposed", { kind: dimona.kind, date: formatDay(dimona.date) })}{" "}
          <Link href={`/people/${employeeId}?tab=dimona`} className="font-medium underline">
            {t("tab.openDimona")}
          </Link>
        </p>
      )}
      {contracts.length === 0 ? (
        <p className="text-sm text-slate-600">{t("tab.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="contract-history">
          {contracts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start gap-3 py-3" data-testid="contract-item">
              <div className="min-w-48 flex-1 space-y-0.5">
                <p className="font-medium">
                  {t(`types.${c.contract_type}`)} · {t(`employment.${c.employment_type}`)}{" "}
                  <ContractStateBadge state={c.state} label={t(`states.${c.state}`)} />
                </p>
                <p className="text-sm text-slate-600">
                  {formatDay(c.start_date)} – {c.end_date ? formatDay(c.end_date) : t("openEnded")}
                  {c.joint_committee && ` · ${t("form.joint_committee")} ${c.joint_committee}`}
                  {c.cao && ` · ${t("form.cao")} ${c.cao}`}
                </p>
                <p className="text-sm text-slate-600">
                  {c.is_variable_schedule
                    ? t("variable")
                    : t("hoursValue", { hours: c.hours_per_week, days: c.days_per_week })}
                  {c.base_wage_cents !== null && ` · ${formatCents(c.base_wage_cents, locale, c.currency ?? "EUR")}`}
                  {c.function && ` · ${c.function.description}`}
                </p>
                {c.from_provider ? (
                  <p className="text-xs text-slate-500" data-testid="contract-source">
                    {t("fromProvider", { provider: c.provider_alias ?? t("payrollProvider") })}
                    {c.provider_contract_id && ` · ${t("providerReference", { reference: c.provider_contract_id })}`}
                  </p>
                ) : (
                  <p className="text-xs text-slate-500">{c.sent_to_provider ? t("sent") : t("notSent")}</p>
                )}
                {c.terminated && c.way_of_termination && (
                  <p className="text-sm text-slate-700" data-testid="contract-termination">
                    {t("terminatedOn", { reason: c.termination_reason ?? "", way: t(`ways.${c.way_of_termination}`) })}
                    {c.notice_weeks !== null &&
                      c.notice_start_date &&
                      ` · ${t("noticeSummary", { weeks: c.notice_weeks, start: formatDay(c.notice_start_date) })}`}
                  </p>
                )}
                <SigningSection contractId={c.id} canEdit={canEdit} terminated={c.terminated} />
              </div>
              {(canEdit || canRequest) && !c.terminated && (
                <div className="flex flex-wrap gap-2">
                  {canRequest && (
                    <Button
                      variant="secondary"
                      onClick={() => setDialog({ kind: "change", contract: c })}
                      data-testid="contract-change-open"
                    >
                      {t("tab.changeContract")}
                    </Button>
                  )}
                  {canEdit && (
                    <Button variant="secondary" onClick={() => setDialog({ kind: "terminate", contract: c })}>
                      {t("tab.terminate")}
                    </Button>
                  )}
                  {canEdit && !c.sent_to_provider && !c.from_provider && (
                    <ConfirmDialog
                      danger
                      title={t("tab.delete")}
                      description={t("tab.confirmDelete")}
                      confirmLabel={tCommon("delete")}
                      cancelLabel={tCommon("cancel")}
                      onConfirm={() => void deleteContract(c)}
                      trigger={
                        <Button variant="danger" disabled={remove.pending}>
                          {t("tab.delete")}
                        </Button>
                      }
                    />
                  )}
                </div>
              )}
              <ContractChanges changes={c.changes} canManage={canManage} functionLabels={functionLabels} />
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === "change" && (
        <ChangeContractDialog
          contract={dialog.contract}
          functions={references.function}
          approves={canManage}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "add" && (
        <AddContractDialog
          employeeId={employeeId}
          country={country}
          references={references}
          onClose={() => setDialog(null)}
          onDimona={setDimona}
        />
      )}
      {dialog?.kind === "terminate" && (
        <TerminateContractDialog contract={dialog.contract} onClose={() => setDialog(null)} onDimona={setDimona} />
      )}
    </div>
  );
}
