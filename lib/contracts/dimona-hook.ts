// Where contracts meet Dimona (issue 21): a Belgian contract that starts needs an IN declaration, one that is
// terminated an OUT on the person's open Dimona period. These are proposals (lib/dimona/propose.ts builds
// the draft, a dry-run input of addDimona / editDimona): the contract tab says one is due, the Dimona tab
// lists it and HR checks and sends it from the Dimona dialog. Nothing is ever sent from here.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { openDimonaPeriod } from "@/lib/dimona/open-dimona-period";
import { proposeDimonaEarlierEnd, proposeDimonaIn, proposeDimonaOut } from "@/lib/dimona/propose";
import type { TAddDimonaInput, TEditDimonaInput } from "@/lib/dimona/dimona.types";
import { addDays, dayOf, todayIso } from "@/lib/people-history/day";

export type DimonaProposal = {
  kind: "IN" | "OUT" | "UPDATE";
  contract_id: number;
  employee_id: number;
  date: string;
  /** The addDimona (IN) or editDimona (OUT, UPDATE) input, with dry_run on: the dialog opens with it. */
  draft: TAddDimonaInput | TEditDimonaInput;
};

type ContractForDimona = {
  id: number;
  employeeId: number;
  country: "BE" | "NL";
  contractType: string;
  employmentType: "worker" | "employee";
  jointCommittee: string | null;
  startDate: Date;
  endDate: Date | null;
};

/** Dimona worker type of a contract: a student contract is STU, a flexi-job FLX, everything else OTH. */
export function workerTypeOf(contractType: string): string {
  if (contractType === "student") return "STU";
  if (contractType === "flexi") return "FLX";
  return "OTH";
}

export function inProposal(contract: ContractForDimona): DimonaProposal {
  const start = dayOf(contract.startDate);
  return {
    kind: "IN",
    contract_id: contract.id,
    employee_id: contract.employeeId,
    date: start,
    draft: proposeDimonaIn({
      employeeId: contract.employeeId,
      workerType: workerTypeOf(contract.contractType),
      // "200.03" is declared on its committee; Dimona knows only a few by number (others become XXX).
      jointCommittee: contract.jointCommittee?.split(".")[0] ?? null,
      startDate: start,
      endDate: contract.endDate ? dayOf(contract.endDate) : null,
      employmentStatus: contract.employmentType === "worker" ? "WORKER" : "EMPLOYEE",
    }),
  };
}

export async function proposeDimonaForContract(
  ctx: RequestContext,
  contract: ContractForDimona,
  moment: "start" | "end",
): Promise<DimonaProposal | null> {
  // Dimona is Belgian: Dutch contracts have no declaration.
  if (contract.country !== "BE") return null;
  if (moment === "start") return inProposal(contract);
  if (!contract.endDate) return null;
  // An OUT ends an accepted period; without one there is nothing to end (the IN was never accepted).
  const period = await openDimonaPeriod(ctx, contract.employeeId);
  if (!period) return null;
  const end = dayOf(contract.endDate);
  // An IN that already carries this end (or an earlier one) needs no OUT; one that carries a later end is
  // ended earlier by an UPDATE (domain file: Dimona types).
  const opening = await db.dimonaDeclaration.findFirst({
    where: { groupId: ctx.group.id, employeeId: contract.employeeId, type: "IN", periodId: period },
    select: { startDate: true, endDate: true },
  });
  if (opening?.endDate && dayOf(opening.endDate) <= end) return null;
  if (opening?.endDate && opening.startDate) {
    return {
      kind: "UPDATE",
      contract_id: contract.id,
      employee_id: contract.employeeId,
      date: end,
      draft: proposeDimonaEarlierEnd(period, dayOf(opening.startDate), end),
    };
  }
  return {
    kind: "OUT",
    contract_id: contract.id,
    employee_id: contract.employeeId,
    date: end,
    draft: proposeDimonaOut(period, end),
  };
}

/** How far back a contract's start still gets an IN proposed (older ones were declared outside the app). */
const IN_LOOKBACK_DAYS = 30;

/**
 * The Dimona tab's proposals for a person: an IN for each Belgian contract starting from 30 days ago on that
 * has no IN for its start (refused or failed ones do not count), and an OUT for a terminated contract whose
 * end the open period does not yet carry.
 */
export async function listDimonaProposals(ctx: RequestContext, employeeId: number): Promise<DimonaProposal[]> {
  if (ctx.group.country !== "BE") return [];
  const today = todayIso();
  const [contracts, declarations] = await Promise.all([
    db.contract.findMany({
      where: { groupId: ctx.group.id, employeeId, country: "BE" },
      orderBy: { startDate: "desc" },
      take: 20,
    }),
    db.dimonaDeclaration.findMany({
      where: { groupId: ctx.group.id, employeeId, status: { notIn: ["B", "failed"] } },
      select: { type: true, startDate: true, endDate: true, periodId: true },
    }),
  ]);
  const declaredStarts = new Set(
    declarations.filter((d) => d.type === "IN" && d.startDate).map((d) => dayOf(d.startDate!)),
  );
  const proposals: DimonaProposal[] = [];
  for (const contract of contracts) {
    const start = dayOf(contract.startDate);
    const end = contract.endDate ? dayOf(contract.endDate) : null;
    if (start >= addDays(today, -IN_LOOKBACK_DAYS) && !declaredStarts.has(start) && (!end || end >= today)) {
      proposals.push(inProposal(contract));
    }
  }
  const terminated = contracts.find((c) => c.terminatedAt && c.endDate);
  if (terminated) {
    const out = await proposeDimonaForContract(ctx, terminated, "end");
    // Declared already: the OUT of the period, or an UPDATE that gave it this end.
    const ended =
      out &&
      declarations.some(
        (d) =>
          d.periodId === (out.draft as TEditDimonaInput).period_id &&
          (d.type === "OUT" || (d.type === "UPDATE" && d.endDate !== null && dayOf(d.endDate) === out.date)),
      );
    if (out && !ended) proposals.push(out);
  }
  return proposals;
}
