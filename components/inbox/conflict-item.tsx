// One open conflict with the payroll provider in an /inbox section (data conflicts, calendar conflicts): the
// person and what the conflict is about, our side and the provider's side by side, anything the kind adds
// below, and the decisions for those who may take them (named "person · subject" for screen readers). Server
// component; the kinds pass their API and texts.
import Link from "next/link";
import type { ReactNode } from "react";
import { ConflictActions, type ConflictActionTexts } from "./conflict-actions";

type Props = {
  testId: string;
  conflictId: number;
  /** The version the person sees; a decision sends it along (409 when someone was first). */
  version: number;
  employeeId: number;
  employeeName: string;
  /** What the conflict is about (a field's label, a day). */
  subject: string;
  sides: { ours: [label: string, value: string]; theirs: [label: string, value: string] };
  /** Under the two sides (a link to the calendar, ...). */
  extra?: ReactNode;
  /** The decisions (the kind's API and texts); left out for those who only read. */
  decide?: { api: string; texts: ConflictActionTexts };
};

export function ConflictItem(props: Props) {
  const { testId, conflictId, version, employeeId, employeeName, subject, sides, extra, decide } = props;
  return (
    <li className="flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:justify-between" data-testid={testId}>
      <div className="min-w-0">
        <p className="font-medium">
          <Link href={`/people/${employeeId}`} className="text-brand-700 hover:underline">
            {employeeName}
          </Link>
          {" · "}
          {subject}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {[sides.ours, sides.theirs].map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {extra}
      </div>
      {decide && (
        <ConflictActions {...decide} conflictId={conflictId} version={version} label={`${employeeName} · ${subject}`} />
      )}
    </li>
  );
}

/** The decisions' texts from a kind's translator (keepOurs, takeTheirs, ignore, actionFailed, done.*). */
export function conflictActionTexts(t: (key: string) => string): ConflictActionTexts {
  return {
    keepOurs: t("keepOurs"),
    takeTheirs: t("takeTheirs"),
    ignore: t("ignore"),
    actionFailed: t("actionFailed"),
    done: { ours: t("done.ours"), theirs: t("done.theirs"), ignore: t("done.ignore") },
  };
}
