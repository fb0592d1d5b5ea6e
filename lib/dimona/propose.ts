// What the contracts module calls when a contract starts or ends (issue 21: "an IN is proposed when a
// contract starts and an OUT when it ends"): the Dimona draft to propose, as the input of addDimona or
// editDimona with dry_run on, so the screen can check it (same rules, nothing sent) and let HR send it.
// Pure: the caller passes the contract's Dimona fields and, for an OUT, the accepted period's id
// (open-dimona-period.ts finds it).
import type { TAddDimonaInput, TEditDimonaInput } from "./dimona.types";

export type ContractForDimona = {
  employeeId: number;
  /** Dimona worker type (OTH, STU, FLX ...): a student contract is STU, a flexi contract FLX. */
  workerType: string;
  /** Joint committee number; one Dimona does not list becomes XXX. */
  jointCommittee: string | null;
  startDate: string;
  endDate: string | null;
  plannedHours?: number | null;
  employmentStatus?: "WORKER" | "EMPLOYEE" | null;
};

const DIMONA_COMMITTEES = new Set(["124", "140", "144", "145", "149", "302", "320", "322"]);

export function proposeDimonaIn(contract: ContractForDimona): TAddDimonaInput {
  const committee = contract.jointCommittee?.trim() ?? "";
  return {
    employee_id: contract.employeeId,
    ContractType: contract.workerType,
    Student: contract.workerType === "STU",
    ParCom: DIMONA_COMMITTEES.has(committee) ? committee : "XXX",
    contract_start_date: contract.startDate,
    contract_end_date: contract.endDate,
    PlannedHoursNbr: contract.plannedHours ?? null,
    employment_status: contract.employmentStatus ?? null,
    ActivityWithRisk: false,
    extra_shifts: false,
    isApprentice: false,
    dry_run: true,
  };
}

export function proposeDimonaOut(periodId: string, endDate: string): TEditDimonaInput {
  return { type: "OUT", period_id: periodId, contract_end_date: endDate, dry_run: true };
}

/** A period whose IN carried an end date ends earlier: an UPDATE of its end (domain file: "end earlier"). */
export function proposeDimonaEarlierEnd(periodId: string, startDate: string, endDate: string): TEditDimonaInput {
  return {
    type: "UPDATE",
    period_id: periodId,
    contract_start_date: startDate,
    contract_end_date: endDate,
    dry_run: true,
  };
}
