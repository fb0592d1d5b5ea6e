// One company for the people tests: an admin, a default user with the sensitive right, a read-only
// user, a team_only manager of Sales, a self-service employee, a default user without employee_insert,
// two teams and a few people (one sensitive, one deleted).
import { db } from "@/lib/db/client";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { signInAs } from "./http";

export async function makePeopleCompany(country: "BE" | "NL" = "BE") {
  const group = await createGroup({ country });
  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  const alice = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Alice",
    lastName: "Aerts",
    email: "alice@corp.test",
    employeeNumber: "E-001",
    iban: "BE71096123456769",
  });
  const bob = await createEmployee({
    groupId: group.id,
    teamId: support.id,
    firstName: "Bob",
    lastName: "Bakker",
    insertion: "de",
    employeeNumber: "E-002",
  });
  const secret = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Sam",
    lastName: "Sensitive",
    isSensitive: true,
  });
  const gone = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Gina",
    lastName: "Gone",
    deletedAt: new Date(),
  });

  const admin = await createUserInGroup({ group, role: "admin", accessSensitiveSettings: true, accessWages: true });
  const hr = await createUserInGroup({ group, role: "default", accessSensitiveSettings: true });
  const plain = await createUserInGroup({ group, role: "default" });
  const noInsert = await createUserInGroup({
    group,
    role: "default",
    accessEmployeeInsert: false,
    accessExcelExports: false,
  });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true, accessSensitiveSettings: true });
  const managerEmployee = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Mia",
    lastName: "Manager",
  });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: managerEmployee.id });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: manager.membership.id } });
  const selfEmployee = await createEmployee({
    groupId: group.id,
    teamId: support.id,
    firstName: "Eve",
    lastName: "Employee",
  });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: selfEmployee.id });

  const withCaller = async <T extends { user: { id: string } }>(u: T) => ({
    ...u,
    caller: await signInAs(u.user.id, group.id),
  });
  return {
    group,
    sales,
    support,
    alice,
    bob,
    secret,
    gone,
    managerEmployee,
    selfEmployee,
    admin: await withCaller(admin),
    hr: await withCaller(hr),
    plain: await withCaller(plain),
    noInsert: await withCaller(noInsert),
    readOnly: await withCaller(readOnly),
    manager: await withCaller(manager),
    employee: await withCaller(employee),
  };
}

export type PeopleCompany = Awaited<ReturnType<typeof makePeopleCompany>>;

/** The latest audit row about an employee. */
export function latestAudit(employeeId: number, action?: string) {
  return db.auditLog.findFirst({
    where: { objectType: "employee", objectId: String(employeeId), ...(action ? { action } : {}) },
    orderBy: { id: "desc" },
  });
}
