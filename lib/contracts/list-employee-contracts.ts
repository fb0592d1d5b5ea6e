// GET /api/contracts/employee/{employee_id}: a person's contract history (newest first) with the changes
// asked on each, for the contract tab of /people/{id}.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { todayIso } from "@/lib/people-history/day";
import { changeJson } from "./change-json";
import { CONTRACT_INCLUDE, contractJson } from "./contract-json";
import type { TEmployeeContractsInput } from "./contracts.types";

export async function listEmployeeContracts(ctx: RequestContext, input: TEmployeeContractsInput) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const rows = await db.contract.findMany({
    where: { groupId: ctx.group.id, employeeId: employee.id },
    include: { ...CONTRACT_INCLUDE, changes: { orderBy: [{ changeDate: "desc" }, { id: "desc" }] } },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
  });
  const commandIds = rows.flatMap((row) => row.changes.flatMap((c) => (c.commandId ? [c.commandId] : [])));
  const commands = commandIds.length
    ? await db.integrationCommand.findMany({ where: { id: { in: commandIds }, groupId: ctx.group.id } })
    : [];
  const byId = new Map(commands.map((c) => [c.id, c]));
  const today = todayIso();
  return {
    data: rows.map((row) => ({
      ...contractJson(row, today),
      changes: row.changes.map((c) => changeJson(c, c.commandId ? byId.get(c.commandId) : null)),
    })),
  };
}
