// A manager's decision on someone's leave reaches that person's subscribed browsers as web push (where
// they turned push on), in their language and with the manager's message, and links to their calendar.
// The push service itself is replaced by a recorder: the web-push library's send is the boundary.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as typesList from "@/app/api/day_off_types/list/route";
import * as requestAdd from "@/app/api/leave/requests/add/route";
import * as decline from "@/app/api/leave/requests/decline/route";

const sent: Array<{ endpoint: string; payload: string }> = [];
jest.mock("web-push", () => ({
  __esModule: true,
  default: {
    setVapidDetails: jest.fn(),
    sendNotification: jest.fn(async (subscription: { endpoint: string }, payload: string) => {
      sent.push({ endpoint: subscription.endpoint, payload });
      return { statusCode: 201 };
    }),
  },
}));

const KEYS = { VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY };

beforeAll(async () => {
  await setupTestDatabase();
  process.env.VAPID_PUBLIC_KEY = "test-public-key";
  process.env.VAPID_PRIVATE_KEY = "test-private-key";
}, 60_000);

afterAll(() => {
  for (const [name, value] of Object.entries(KEYS)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

it("pushes a decline with the manager's message to the employee's browser only", async () => {
  const group = await createGroup();
  const team = await createTeam({ groupId: group.id });
  const boss = await createEmployee({ groupId: group.id, teamId: team.id, firstName: "Mo", lastName: "Manager" });
  const eva = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Eva",
    lastName: "Peeters",
    reportsToId: boss.id,
    startDate: new Date("2020-01-01"),
  });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id, name: "Mo Manager" });
  await addTeamManager({ teamId: team.id, membershipId: manager.membership.id });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id, language: "fr" });
  const evaEndpoint = `https://fcm.googleapis.com/fcm/send/eva-${employee.user.id}`;
  await db.pushSubscription.create({
    data: { userId: employee.user.id, endpoint: evaEndpoint, p256dh: "p256dh-key", auth: "auth-key" },
  });
  await db.pushSubscription.create({
    data: {
      userId: manager.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/mo-${manager.user.id}`,
      p256dh: "p",
      auth: "a",
    },
  });
  const evaCaller = await signInAs(employee.user.id, group.id);
  const vacation = (await callRoute(typesList.GET, { caller: evaCaller })).body.data.find(
    (t: { kind: string }) => t.kind === "vacation",
  );
  await db.leaveLedgerEntry.create({
    data: {
      groupId: group.id,
      employeeId: eva.id,
      dayOffTypeId: vacation.id,
      date: new Date("2027-01-01"),
      kind: "entitlement",
      amount: 20,
    },
  });
  const req = await callRoute(requestAdd.POST, {
    caller: evaCaller,
    body: { day_off_type_id: vacation.id, start_date: "2027-05-10", end_date: "2027-05-11" },
  });
  expect(req.status).toBe(200);
  sent.length = 0; // the request itself pushed to the manager

  const declined = await callRoute(decline.POST, {
    caller: await signInAs(manager.user.id, group.id),
    body: { request_id: req.body.data.id, note: "Inventaire cette semaine" },
  });
  expect(declined.body.data.status).toBe("declined");
  expect(sent.map((s) => s.endpoint)).toEqual([evaEndpoint]);
  expect(JSON.parse(sent[0].payload)).toEqual({
    body: "Mo Manager a refusé votre Vacances du 10/05/2027 au 11/05/2027. Son message : « Inventaire cette semaine »",
    url: `/calendar/person/${eva.id}?highlight=${req.body.data.id}`,
  });
});
