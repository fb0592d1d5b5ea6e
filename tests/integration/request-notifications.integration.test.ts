// Notifications of commute and wage requests (issue 22): a filed request tells its deciders (HR holding the
// kind's right with the person in scope; never the person, never a user without the right, never another
// group), a decision tells the person (and the manager who filed a wage request), with the decider's
// message, in the reader's language.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { notificationText } from "@/lib/notifications/notification-json";
import { REQUEST_KINDS } from "@/lib/requests/request-kinds";
import { NOTIFICATION_TYPES } from "@/lib/notifications/notification-types";
import en from "@/messages/en/notifications.json";
import nl from "@/messages/nl/notifications.json";
import fr from "@/messages/fr/notifications.json";
import * as commuteAdd from "@/app/api/requests/commutes/add/route";
import * as commuteAccept from "@/app/api/requests/commutes/accept/route";
import * as commuteDecline from "@/app/api/requests/commutes/decline/route";
import * as commuteProcess from "@/app/api/requests/commutes/processRequest/route";
import * as wageAdd from "@/app/api/requests/wages/add/route";
import * as wageAccept from "@/app/api/requests/wages/accept/route";
import * as wageDecline from "@/app/api/requests/wages/decline/route";

jest.setTimeout(60_000);

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function fixture() {
  const group = await createGroup();
  const other = await createGroup();
  const team = await createTeam({ groupId: group.id, name: "A" });
  const elsewhere = await createTeam({ groupId: group.id, name: "B" });
  const start = new Date("2020-01-01");
  const boss = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Mo",
    lastName: "Boss",
    startDate: start,
  });
  const eva = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Eva",
    lastName: "Smet",
    reportsToId: boss.id,
    startDate: start,
  });
  const admin = await createUserInGroup({ group, role: "admin", accessWages: true, accessPayrollProvider: true });
  const hrElsewhere = await createUserInGroup({ group, role: "default", accessWages: true, teamBasedAccess: true });
  await db.teamAccess.create({ data: { membershipId: hrElsewhere.membership.id, teamId: elsewhere.id } });
  const noWages = await createUserInGroup({ group, role: "default", accessWages: false });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id });
  await addTeamManager({ teamId: team.id, membershipId: manager.membership.id });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id });
  const otherAdmin = await createUserInGroup({ group: other, role: "admin", accessWages: true });
  const as = (u: { user: { id: string } }): Promise<Caller> => signInAs(u.user.id, group.id);
  return { group, eva, admin, hrElsewhere, noWages, manager, employee, otherAdmin, as };
}

async function received(userId: string, type: string) {
  return db.notification.findMany({ where: { userId, type: type as never }, orderBy: { id: "asc" } });
}

describe("commute request notifications", () => {
  it("a filed commute tells HR in scope; the decision and the processing tell the employee", async () => {
    const f = await fixture();
    const filed = await callRoute(commuteAdd.POST, {
      caller: await f.as(f.employee),
      body: { mode: "bike", km_per_day: "10", days_per_month: 20 },
    });
    expect(filed.status).toBe(200);
    const id = filed.body.data.id;

    const [toAdmin] = await received(f.admin.user.id, "commute_requested");
    expect(toAdmin).toMatchObject({
      groupId: f.group.id,
      relatedEmployeeId: f.eva.id,
      targetUrl: "/inbox?kind=commute",
    });
    expect(notificationText(toAdmin!, "en")).toBe(
      "Eva Smet declared a commute by bike (10 km a day), 20 days a month.",
    );
    expect(notificationText(toAdmin!, "nl")).toContain("met de fiets (10 km per dag)");
    // Nobody without the right, outside the person's teams, the employee themselves or another group.
    for (const u of [f.hrElsewhere, f.noWages, f.manager, f.employee, f.otherAdmin])
      expect(await received(u.user.id, "commute_requested")).toHaveLength(0);

    const admin = await f.as(f.admin);
    expect(
      (await callRoute(commuteAccept.POST, { caller: admin, body: { request_id: id, message_to_employee: "Fine" } }))
        .status,
    ).toBe(200);
    const [accepted] = await received(f.employee.user.id, "commute_accepted");
    expect(accepted).toMatchObject({ senderUserId: f.admin.user.id, targetUrl: "/account/requests" });
    // 10 km x 20 days x EUR 0.37
    expect(notificationText(accepted!, "en")).toContain("€ 74.00 a month. Their message: “Fine”");

    await callRoute(commuteProcess.POST, { caller: admin, body: { request_id: id, year: 2026, month: 11 } });
    const [processed] = await received(f.employee.user.id, "commute_processed");
    expect(notificationText(processed!, "fr")).toBe(
      "Votre indemnité de déplacement de 74.00 € part avec le mois de paie 2026-11.",
    );
    // The decider is never told of their own action.
    expect(await received(f.admin.user.id, "commute_accepted")).toHaveLength(0);
  });

  it("a declined commute tells the employee why; a refused decision sends nothing", async () => {
    const f = await fixture();
    const filed = await callRoute(commuteAdd.POST, {
      caller: await f.as(f.employee),
      body: { mode: "public_transport", km_per_day: "0", days_per_month: 20, ticket_price: "55" },
    });
    const id = filed.body.data.id;
    const admin = await f.as(f.admin);
    await callRoute(commuteDecline.POST, { caller: admin, body: { request_id: id, message_to_employee: "No ticket" } });
    // A second decision is a 409 and no second notice.
    const again = await callRoute(commuteDecline.POST, {
      caller: admin,
      body: { request_id: id, message_to_employee: "x" },
    });
    expect(again.status).toBe(409);
    const declined = await received(f.employee.user.id, "commute_declined");
    expect(declined).toHaveLength(1);
    expect(notificationText(declined[0]!, "en")).toContain(
      "declined your commute by public transport. Their message: “No ticket”",
    );
  });
});

describe("wage request notifications", () => {
  it("a manager's request for their person tells HR; the decision tells the person and the manager", async () => {
    const f = await fixture();
    const filed = await callRoute(wageAdd.POST, {
      caller: await f.as(f.manager),
      body: { employee_id: f.eva.id, proposed_bruto: "3500", effective_date: "01/01/2027", motivation: "Promotion" },
    });
    expect(filed.status).toBe(200);
    const [toAdmin] = await received(f.admin.user.id, "wage_change_requested");
    expect(notificationText(toAdmin!, "en")).toMatch(/^A wage change was asked for Eva Smet: € 3500.00 gross from /);
    expect(toAdmin!.targetUrl).toBe("/inbox?kind=wage");
    expect(await received(f.noWages.user.id, "wage_change_requested")).toHaveLength(0);
    expect(await received(f.manager.user.id, "wage_change_requested")).toHaveLength(0);

    await callRoute(wageAccept.POST, { caller: await f.as(f.admin), body: { request_id: filed.body.data.id } });
    for (const u of [f.employee, f.manager]) {
      const [n] = await received(u.user.id, "wage_change_accepted");
      expect(n).toBeDefined();
      expect(notificationText(n!, "en")).not.toContain("Their message");
    }
  });

  it("a declined own request tells the employee with the message", async () => {
    const f = await fixture();
    const filed = await callRoute(wageAdd.POST, {
      caller: await f.as(f.employee),
      body: { proposed_bruto: "4000", effective_date: "01/01/2027", motivation: "Market" },
    });
    await callRoute(wageDecline.POST, {
      caller: await f.as(f.admin),
      body: { request_id: filed.body.data.id, message_to_employee: "Next year" },
    });
    const [n] = await received(f.employee.user.id, "wage_change_declined");
    expect(notificationText(n!, "nl")).toContain("Bericht: “Next year”");
  });
});

describe("the registry", () => {
  it("every kind's notification types are known types with a text in every language", () => {
    for (const kind of REQUEST_KINDS)
      for (const type of kind.notificationTypes) {
        expect(NOTIFICATION_TYPES).toContain(type);
        for (const messages of [en, nl, fr]) expect(messages.types).toHaveProperty(type);
      }
  });
});
