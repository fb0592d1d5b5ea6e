// One company (group A) with objects for every kind of path parameter, its personas signed in once, and an
// admin of another company (group B) who must never reach group A's objects.
import { db } from "@/lib/db/client";
import { ACCESS_SWITCHES } from "@/lib/access/switches";
import { fileStore, newStorageKey } from "@/lib/storage/file-store";
import { signInAs, type Caller } from "../helpers/http";
import {
  allAccessSwitchesOn,
  createEmployee,
  createGroup,
  createMembership,
  createTeam,
  createUser,
  createUserInGroup,
} from "@/prisma/seed/factories";

export const PERSONAS = ["anonymous", "admin", "readOnly", "teamOnly", "withoutSwitch", "otherGroupAdmin"] as const;
export type Persona = (typeof PERSONAS)[number];

// Module flags switched on in both groups so an admin reaches every module and a refusal means the persona.
const FLAGS_ON = ["enable_workflows", "enable_performance_evaluations", "enable_trainings", "enable_wage_benchmark"];

export async function makeMatrixFixture() {
  const group = await createGroup({ name: "Matrix Company A" });
  const other = await createGroup({ name: "Matrix Company B" });
  for (const g of [group, other]) {
    await db.featureFlag.createMany({ data: FLAGS_ON.map((name) => ({ groupId: g.id, name, enabled: true })) });
  }
  const on = allAccessSwitchesOn();
  const admin = await createUserInGroup({ group, role: "admin", ...on });
  const readOnly = await createUserInGroup({ group, role: "admin", ...on, readOnly: true });
  const manager = await createUserInGroup({ group, role: "team_only", ...on });
  const otherAdmin = await createUserInGroup({ group: other, role: "admin", ...on });
  // The user that user-id path parameters point at: never one of the callers, so a disable or delete an
  // admin's call might make leaves the personas signed in.
  const target = await createUserInGroup({ group, role: "default" });

  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: manager.membership.id } });
  const alice = await createEmployee({ groupId: group.id, teamId: sales.id, firstName: "Alice" });
  // Bob is outside the manager's team: path parameters name him, so a team_only caller must be refused.
  const bob = await createEmployee({ groupId: group.id, teamId: support.id, firstName: "Bob" });

  const wage = await db.employeeWage.create({
    data: {
      groupId: group.id,
      employeeId: bob.id,
      startDate: new Date("2024-01-01"),
      brutoCents: 350000,
      weeklyMinutes: 38 * 60,
    },
  });
  const customField = await db.customField.create({ data: { groupId: group.id, name: "Shoe size", type: "int" } });
  const dayOffType = await db.dayOffType.create({ data: { groupId: group.id, kind: "annual", name: "Matrix leave" } });
  const leaveRequest = await db.leaveRequest.create({
    data: {
      groupId: group.id,
      employeeId: bob.id,
      dayOffTypeId: dayOffType.id,
      startDate: new Date("2026-08-03"),
      endDate: new Date("2026-08-04"),
      amount: 2,
      requestedByUserId: admin.user.id,
    },
  });
  const notification = await db.notification.create({
    data: { groupId: group.id, userId: admin.user.id, type: "personal_data_updated", relatedEmployeeId: bob.id },
  });
  const exportJob = await db.exportJob.create({
    data: { groupId: group.id, userId: admin.user.id, kind: "employees" },
  });
  const invitedUser = await createUser({});
  const invited = await createMembership({ userId: invitedUser.id, groupId: group.id, status: "invited" });
  await db.membershipInvite.create({
    data: {
      membershipId: invited.id,
      secretHash: `matrix-${invited.id}-${Date.now()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  // Documents: a file on Bob's record (outside the manager's team) and a company document for everybody,
  // with real bytes so downloads answer 200 where allowed.
  const fileBytes = Buffer.from("%PDF-1.4\n%%EOF\n");
  const fileRow = async (relatedObject: "employee" | "company_wide", employeeId: number | null) => {
    const storageKey = newStorageKey(group.id);
    await fileStore().put(storageKey, fileBytes, "application/pdf");
    return db.file.create({
      data: {
        groupId: group.id,
        relatedObject,
        employeeId,
        documentType: "contract",
        filename: "Matrix.pdf",
        mimeType: "application/pdf",
        sizeBytes: fileBytes.length,
        storageKey,
        sha256: "",
        uploadedByName: "Matrix",
      },
    });
  };
  const file = await fileRow("employee", bob.id);
  const companyFile = await fileRow("company_wide", null);
  // A payroll integration with a command waiting for a second-factor code (issue 19).
  const integration = await db.integration.create({
    data: {
      groupId: group.id,
      provider: "be_portal",
      alias: "Matrix portal",
      username: "matrix",
      customerCode: `matrix-${group.id}`,
      passwordEnc: "v1:unused:unused:unused",
      source: "be_portal",
    },
  });
  const command = await db.integrationCommand.create({
    data: {
      groupId: group.id,
      integrationId: integration.id,
      kind: "login",
      status: "awaiting_2fa",
      actorUserId: admin.user.id,
    },
  });
  // A month push of the admin's carried by that command (issue 20): its retry meets the command's state.
  const monthPush = await db.payrollMonthPush.create({
    data: {
      groupId: group.id,
      integrationId: integration.id,
      commandId: command.id,
      year: 2026,
      month: 3,
      status: "failed",
      actorUserId: admin.user.id,
    },
  });
  // An open data conflict between bob (outside the manager's team) and the provider's record of him.
  const dataConflict = await db.dataConflict.create({
    data: {
      groupId: group.id,
      integrationId: integration.id,
      employeeId: bob.id,
      externalId: "P-matrix",
      field: "last_name",
      ourValue: "Matrix",
      theirValue: "Matrixx",
    },
  });
  // A Dimona IN for bob, already accepted (no job: the matrix only reads its status).
  const dimona = await db.dimonaDeclaration.create({
    data: {
      groupId: group.id,
      employeeId: bob.id,
      type: "IN",
      workerType: "OTH",
      jointCommittee: "XXX",
      startDate: new Date("2026-03-02T00:00:00Z"),
      status: "A",
      periodId: "658690837083",
      idempotencyKey: `matrix-${group.id}`,
      actorUserId: admin.user.id,
    },
  });
  const clientApp = await db.clientApp.create({
    data: { groupId: group.id, clientId: `matrix-${group.id}`, name: "Matrix app", createdByUserId: admin.user.id },
  });

  const callers: Record<Exclude<Persona, "anonymous" | "withoutSwitch">, Caller> = {
    admin: await signInAs(admin.user.id, group.id),
    readOnly: await signInAs(readOnly.user.id, group.id),
    teamOnly: await signInAs(manager.user.id, group.id),
    otherGroupAdmin: await signInAs(otherAdmin.user.id, other.id),
  };

  // Default-role users with every switch on but one, made on first use; "none" has every switch on.
  const withoutSwitchCallers = new Map<string, Caller>();
  async function callerWithout(switchKey: string | null): Promise<Caller> {
    const key = switchKey ?? "none";
    let caller = withoutSwitchCallers.get(key);
    if (!caller) {
      const column = ACCESS_SWITCHES.find((s) => s.key === switchKey)?.column;
      if (switchKey && !column) throw new Error(`unknown switch ${switchKey}`);
      const u = await createUserInGroup({ group, role: "default", ...on, ...(column ? { [column]: false } : {}) });
      caller = await signInAs(u.user.id, group.id);
      withoutSwitchCallers.set(key, caller);
    }
    return caller;
  }

  return {
    group,
    other,
    callers,
    callerWithout,
    objects: {
      admin,
      target,
      sales,
      support,
      alice,
      bob,
      wage,
      customField,
      dayOffType,
      leaveRequest,
      notification,
      exportJob,
      invited,
      clientApp,
      integration,
      command,
      monthPush,
      dataConflict,
      dimona,
      file,
      companyFile,
    },
  };
}

export type MatrixFixture = Awaited<ReturnType<typeof makeMatrixFixture>>;
