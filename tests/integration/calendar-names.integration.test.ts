// The one display-name rule on the leave screens' data: the month calendar, the inbox and the request
// list name "Iris de Boer" with her particle (issue 16: the calendar showed "Iris Boer").
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import * as typesList from "@/app/api/day_off_types/list/route";
import * as requestAdd from "@/app/api/leave/requests/add/route";
import * as requestList from "@/app/api/leave/requests/list/route";
import * as inboxLeave from "@/app/api/inbox/leave/list/route";
import * as calendar from "@/app/api/calendar/month/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

it("names people by the display-name rule on the calendar, in the inbox and in the request list", async () => {
  const group = await createGroup({ country: "NL" });
  const team = await createTeam({ groupId: group.id, name: "Zorg" });
  const iris = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Iris",
    insertion: "de",
    lastName: "Boer",
    startDate: new Date("2020-01-01"),
  });
  // Partner name first (V): "van Dijk-de Vries".
  const anouk = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Anouk",
    insertion: "de",
    lastName: "Vries",
    insertionPartner: "van",
    lastNamePartner: "Dijk",
    lastNameComposition: "V",
    startDate: new Date("2020-01-01"),
  });
  const admin = await createUserInGroup({ group, role: "admin" });
  const irisUser = await createUserInGroup({ group, role: "employee", employeeId: iris.id });
  const adminCaller = await signInAs(admin.user.id, group.id);
  const types = await callRoute(typesList.GET, { caller: adminCaller });
  // A type without a balance, so the request does not depend on entitlements.
  const leaveType = types.body.data.find(
    (t: { tracks_balance: boolean; self_request: boolean; needs_approval: boolean }) =>
      !t.tracks_balance && t.self_request && t.needs_approval,
  );
  const asked = await callRoute(requestAdd.POST, {
    caller: await signInAs(irisUser.user.id, group.id),
    body: { day_off_type_id: leaveType.id, start_date: "2027-03-08", end_date: "2027-03-09" },
  });
  expect(asked.status).toBe(200);

  const month = await callRoute(calendar.GET, { caller: adminCaller, query: { year: 2027, month: 3 } });
  const names = Object.fromEntries(month.body.data.people.map((p: { id: number; name: string }) => [p.id, p.name]));
  expect(names[iris.id]).toBe("Iris de Boer");
  expect(names[anouk.id]).toBe("Anouk van Dijk-de Vries");

  const inbox = await callRoute(inboxLeave.GET, { caller: adminCaller });
  expect(inbox.body.data.find((r: { id: number }) => r.id === asked.body.data.id)?.employee_name).toBe("Iris de Boer");
  const list = await callRoute(requestList.GET, { caller: adminCaller, query: { employee_id: iris.id } });
  expect(list.body.data.map((r: { employee_name: string }) => r.employee_name)).toEqual(["Iris de Boer"]);
});
