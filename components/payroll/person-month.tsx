"use client";
// One person's month on the payroll-month screen: their anomalies first, then what the push sends (hours
// off by payroll code, one-offs, the special message, advances, temporary unemployment), each entry with
// Edit and Delete for someone who may change the month.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { AnomalyList } from "./anomaly-list";
import type { EntryDialogMode } from "./entry-dialog";
import type { OneOffType } from "./entry-fields";
import { ENTRY_PATHS, type EntryKindName, type EntryView, type PersonMonth } from "./payroll-types";

type Props = {
  person: PersonMonth;
  entries: Record<EntryKindName, EntryView[]>;
  types: OneOffType[];
  canWrite: boolean;
  writable: EntryKindName[];
  onOpen: (mode: EntryDialogMode) => void;
};

export function PersonMonthCard({ person, entries, types, canWrite, writable, onOpen }: Props) {
  const t = useTranslations("payroll");
  const locale = useLocale();
  const number = (n: unknown) => Number(n).toLocaleString(locale, { maximumFractionDigits: 2 });
  const codes = Object.entries(person.hours_off_by_payroll_code);
  const describe = (kind: EntryKindName, e: EntryView): string => {
    switch (kind) {
      case "one_off": {
        const type = types.find((x) => x.id === e.type_id);
        const values = (["amount", "total_value", "hours", "days", "unity", "percentage"] as const)
          .filter((k) => e[k] !== null && e[k] !== undefined)
          .map((k) => `${t(`entries.${k}`)} ${number(e[k])}`)
          .join(", ");
        return t("entries.oneOffLine", { type: type ? `${type.name} (${type.code})` : "", value: values });
      }
      case "special_message":
        return String(e.message);
      case "advance":
        return t("entries.advanceLine", { amount: number(e.advances), date: String(e.payment_date) });
      case "unemployment":
        return t("entries.unemploymentLine", {
          kind: t(`unemploymentKinds.${String(e.kind) as "economic"}`),
          days: Number(e.days),
        });
    }
  };
  const lines = (Object.keys(entries) as EntryKindName[]).flatMap((kind) => entries[kind].map((e) => ({ kind, e })));
  const empty = codes.length === 0 && lines.length === 0;

  return (
    <li
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid="payroll-person"
      data-employee-id={person.employee_id}
      aria-labelledby={`payroll-person-${person.employee_id}`}
    >
      {/* Clear of the floating Support button's column on a phone (see payroll-month-screen.tsx). */}
      <div className="flex flex-wrap items-center justify-between gap-2 pr-12 sm:pr-0">
        <h3 id={`payroll-person-${person.employee_id}`} className="min-w-0 break-words font-semibold">
          <Link href={`/people/${person.employee_id}`} className="hover:underline">
            {person.name}
          </Link>
        </h3>
        {canWrite && writable.length > 0 ? (
          <Button
            variant="secondary"
            onClick={() => onOpen({ mode: "add", kind: writable[0]!, employeeId: person.employee_id })}
            aria-label={t("screen.addFor", { name: person.name })}
            data-testid="payroll-person-add"
          >
            {t("screen.add")}
          </Button>
        ) : null}
      </div>
      <div className="mt-2 space-y-2">
        <AnomalyList anomalies={person.anomalies} />
        {codes.length > 0 ? (
          <div className="text-sm">
            <span className="text-slate-600">{t("screen.daysOff")}: </span>
            {codes.map(([code, hours]) => (
              <span
                key={code}
                className="mr-2 inline-block rounded bg-slate-100 px-2 py-0.5"
                data-testid="payroll-hours"
              >
                {code} {t("screen.hours", { hours: number(hours) })}
              </span>
            ))}
          </div>
        ) : null}
        {lines.length > 0 ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {lines.map(({ kind, e }) => (
              <EntryLine
                key={`${kind}-${e.id}`}
                kind={kind}
                entry={e}
                text={describe(kind, e)}
                canWrite={canWrite && writable.includes(kind)}
                onEdit={() => onOpen({ mode: "edit", kind, entry: e })}
              />
            ))}
          </ul>
        ) : null}
        {empty && person.anomalies.length === 0 ? (
          <p className="text-sm text-slate-600">{t("screen.nothingToSend")}</p>
        ) : null}
      </div>
    </li>
  );
}

function EntryLine({
  kind,
  entry,
  text,
  canWrite,
  onEdit,
}: {
  kind: EntryKindName;
  entry: EntryView;
  text: string;
  canWrite: boolean;
  onEdit: () => void;
}) {
  const t = useTranslations("payroll");
  const tc = useTranslations("common");
  const router = useRouter();
  const toast = useToast();
  const what = t(`kinds.${kind}`);

  async function remove() {
    try {
      await apiFetch(`/api/integrations/${ENTRY_PATHS[kind]}/${entry.id}/delete`, { body: {} });
      toast.show({ title: t("screen.deleted"), variant: "success" });
      router.refresh();
    } catch (error) {
      toast.showError(error);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="payroll-entry" data-kind={kind}>
      <span className="font-medium text-slate-700">{what}</span>
      <span className="min-w-0 flex-1 break-words">{text}</span>
      {canWrite ? (
        <span className="flex gap-1">
          <Button variant="ghost" onClick={onEdit} aria-label={t("screen.editEntry", { what })}>
            {tc("edit")}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" aria-label={t("screen.deleteEntry", { what })}>
                {tc("delete")}
              </Button>
            }
            title={t("screen.deleteTitle")}
            description={t("screen.deleteText")}
            confirmLabel={tc("delete")}
            cancelLabel={tc("cancel")}
            onConfirm={() => void remove()}
            danger
          />
        </span>
      ) : null}
    </li>
  );
}
