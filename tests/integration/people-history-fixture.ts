// A company for the people-history tests (roles, wages, managers, activity): callers with and without the
// wages right, a read-only user, a team_only manager of Sales, a self-service employee, two people.
import { signInAs } from "./helpers/http";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";

export async function makeHistoryCompany() {
  const group = await createGroup({});
  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  const alice = await createEmployee({ groupId: group.id, teamId: sales.id, firstName: "Alice", lastName: "Adams" });
  const bob = await createEmployee({ groupId: group.id, teamId: support.id, firstName: "Bob", lastName: "Brown" });
  const carol = await createEmployee({ groupId: group.id, teamId: sales.id, firstName: "Carol", lastName: "Clark" });
  const admin = await createUserInGroup({ group, role: "admin", accessWages: true, name: "Ada Admin" });
  const payroll = await createUserInGroup({ group, role: "default", accessWages: true, name: "Pat Payroll" });
  const hr = await createUserInGroup({ group, role: "default", accessWages: false, name: "Hank HR" });
  const readOnly = await createUserInGroup({ group, role: "default", accessWages: true, readOnly: true });
  const managerEmployee = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Mona",
    lastName: "Manager",
  });
  const manager = await createUserInGroup({
    group,
    role: "team_only",
    accessWages: true,
    employeeId: managerEmployee.id,
    name: "Mona Manager",
  });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: manager.membership.id } });
  const employee = await createUserInGroup({ group, role: "employee" });
  const sign = (u: { user: { id: string } }) => signInAs(u.user.id, group.id);
  return {
    group,
    sales,
    support,
    alice,
    bob,
    carol,
    managerEmployee,
    admin: { ...admin, caller: await sign(admin) },
    payroll: { ...payroll, caller: await sign(payroll) },
    hr: { ...hr, caller: await sign(hr) },
    readOnly: { ...readOnly, caller: await sign(readOnly) },
    manager: { ...manager, caller: await sign(manager) },
    employee: { ...employee, caller: await sign(employee) },
  };
}

export type HistoryCompany = Awaited<ReturnType<typeof makeHistoryCompany>>;
