// Where contracts meet Dimona (issue 21): a Belgian contract that starts needs an IN declaration, one that
// ends early an OUT. These are proposals the HR user confirms on the person's Dimona screen, never automatic
// sends. lib/dimona (lane "dimona") is built in parallel; until it is on main this hook only decides whether
// a proposal is due, and answers it so the caller can show it. Wiring: call lib/dimona's proposal use case here.
import type { RequestContext } from "@/lib/api/context";
import { dayOf } from "@/lib/people-history/day";

export type DimonaProposal = { kind: "IN" | "OUT"; contract_id: number; employee_id: number; date: string };

type ContractForDimona = {
  id: number;
  employeeId: number;
  country: "BE" | "NL";
  startDate: Date;
  endDate: Date | null;
};

export async function proposeDimonaForContract(
  _ctx: RequestContext,
  contract: ContractForDimona,
  moment: "start" | "end",
): Promise<DimonaProposal | null> {
  // Dimona is Belgian: Dutch contracts have no declaration.
  if (contract.country !== "BE") return null;
  if (moment === "start") {
    return { kind: "IN", contract_id: contract.id, employee_id: contract.employeeId, date: dayOf(contract.startDate) };
  }
  if (!contract.endDate) return null;
  return { kind: "OUT", contract_id: contract.id, employee_id: contract.employeeId, date: dayOf(contract.endDate) };
}
