// Notifications through the route handlers: the caller's own list, unseen count, read and seen marks
// (another user's or group's id answers 404), realtime channel authorisation, the push subscription, leave
// events that notify the deciders, and a real pusher-js client receiving the server's event from the
// embedded Pusher-protocol server.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Pusher from "pusher-js";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { EmbeddedPusherServer } from "@/lib/realtime/embedded-pusher-server";
import { registerEmbeddedRealtime, userChannel } from "@/lib/realtime/publish";
import { realtimeConfig } from "@/lib/realtime/realtime-config";
import * as unseen from "@/app/api/notifications/getUnseenCount/route";
import * as list from "@/app/api/notifications/getNotifications/route";
import * as setRead from "@/app/api/notifications/setRead/route";
import * as setSeenBulk from "@/app/api/notifications/setSeenBulk/route";
import * as pusherAuth from "@/app/api/notifications/pusherAuth/route";
import * as pushPadAuth from "@/app/api/notifications/pushPadAuth/route";
import * as typesList from "@/app/api/day_off_types/list/route";
import * as requestAdd from "@/app/api/leave/requests/add/route";
import * as approve from "@/app/api/leave/requests/approve/route";
import * as decline from "@/app/api/leave/requests/decline/route";
import * as cancel from "@/app/api/leave/requests/cancel/route";
import * as addEmployee from "@/app/api/employees/add/route";
import * as editEmployee from "@/app/api/employees/edit/route";
import { SmtpSink } from "./helpers/smtp-sink";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function company() {
  const group = await createGroup();
  const admin = await createUserInGroup({ group, role: "admin" });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true });
  const as = (u: { user: { id: string } }, g = group) => signInAs(u.user.id, g.id);
  return { group, admin, readOnly, as };
}

const notify = (groupId: number, userIds: string[], extra: Partial<Parameters<typeof createNotifications>[0]> = {}) =>
  createNotifications({
    groupId,
    userIds,
    type: "personal_data_updated",
    relatedEmployee: { id: 1, name: "Marie Dubois" },
    targetUrl: "/people/1",
    ...extra,
  });

describe("the list, the count and the marks", () => {
  it("lists the caller's own notifications of the current group, newest first, ten per page, with the text in their language", async () => {
    const a = await company();
    const other = await createGroup();
    await db.membership.create({ data: { userId: a.admin.user.id, groupId: other.id, role: "admin" } });
    for (let i = 0; i < 12; i++)
      await notify(a.group.id, [a.admin.user.id], { relatedEmployee: { id: i, name: `Person ${i}` } });
    await notify(other.id, [a.admin.user.id]);
    await notify(a.group.id, [a.readOnly.user.id]);
    const caller = await a.as(a.admin);
    // The profile language wins over the browser's.
    await db.user.update({ where: { id: a.admin.user.id }, data: { language: "nl" } });
    expect((await callRoute(unseen.GET, { caller })).body).toEqual({ unseen_count: 12 });
    const page1 = await callRoute(list.GET, { caller, headers: { "accept-language": "fr-BE" } });
    expect(page1.status).toBe(200);
    expect(page1.body.notifications).toHaveLength(10);
    expect(page1.body.total).toBe(12);
    expect(page1.body.notifications[0]).toMatchObject({
      type: "personal_data_updated",
      is_read: false,
      is_seen: false,
      related_employee_name: "Person 11",
      target_url: "/people/1",
      icon: "person",
    });
    expect(page1.body.notifications[0].body).toBe("Person 11 heeft de persoonsgegevens bijgewerkt.");
    const page2 = await callRoute(list.GET, { caller, query: { page: 2 } });
    expect(page2.body.notifications.map((n: { related_employee_name: string }) => n.related_employee_name)).toEqual([
      "Person 1",
      "Person 0",
    ]);
    expect((await callRoute(list.GET, { caller, query: { per_page: 0 } })).status).toBe(422);
  });

  it("marks one read (another user's or another group's id answers 404) and all seen; read-only users may", async () => {
    const a = await company();
    const b = await company();
    const [mine] = await notify(a.group.id, [a.readOnly.user.id]);
    const [theirs] = await notify(a.group.id, [a.admin.user.id]);
    const [foreign] = await notify(b.group.id, [b.admin.user.id]);
    const caller = await a.as(a.readOnly);
    expect((await callRoute(setRead.POST, { caller, body: { notification_id: theirs } })).status).toBe(404);
    expect((await callRoute(setRead.POST, { caller, body: { notification_id: foreign } })).status).toBe(404);
    expect(
      (await callRoute(setRead.POST, { caller, body: { notification_id: "x" } })).body.error.fields,
    ).toHaveProperty("notification_id");
    expect((await callRoute(setRead.POST, { caller, body: { notification_id: mine } })).status).toBe(200);
    expect(await db.notification.findUnique({ where: { id: mine! } })).toMatchObject({ isRead: true, isSeen: true });
    expect(await db.notification.findUnique({ where: { id: theirs! } })).toMatchObject({
      isRead: false,
      isSeen: false,
    });
    await notify(a.group.id, [a.readOnly.user.id]);
    await notify(a.group.id, [a.readOnly.user.id]);
    const bulk = await callRoute(setSeenBulk.POST, { caller, body: {} });
    expect(bulk.body).toMatchObject({ updated: 2, unseen_count: 0 });
    expect((await callRoute(unseen.GET, { caller: await a.as(a.admin) })).body.unseen_count).toBe(1);
    expect((await callRoute(unseen.GET, { caller: null })).status).toBe(401);
  });

  it("caps an export's progress at 100 and gives the ready export its download link", async () => {
    const a = await company();
    await createNotifications({
      groupId: a.group.id,
      userIds: [a.admin.user.id],
      type: "export_generation",
      progress: 140,
      params: { file: "people.xlsx" },
    });
    await createNotifications({
      groupId: a.group.id,
      userIds: [a.admin.user.id],
      type: "export_ready",
      exportJobId: 77,
      params: { file: "people.xlsx" },
    });
    const res = await callRoute(list.GET, { caller: await a.as(a.admin) });
    const [ready, generating] = res.body.notifications;
    expect(generating).toMatchObject({
      type: "export_generation",
      progress: 100,
      download_url: null,
      body: "Your export people.xlsx is being prepared.",
    });
    expect(ready).toMatchObject({ type: "export_ready", download_url: "/api/exports/77/download" });
  });
});

describe("web-push subscriptions", () => {
  it("stores a browser push service's endpoint for the caller, refuses other addresses and impersonated sessions", async () => {
    const a = await company();
    const caller = await a.as(a.readOnly);
    const keys = {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    };
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc:def";
    const ok = await callRoute(pushPadAuth.POST, { caller, body: { subscription: { endpoint, keys } } });
    expect(ok.status).toBe(200);
    expect(ok.body.subscribed).toBe(true);
    expect(await db.pushSubscription.findUnique({ where: { endpoint } })).toMatchObject({ userId: a.readOnly.user.id });
    for (const bad of [
      "https://10.0.0.5/push",
      "https://169.254.169.254/latest",
      "http://fcm.googleapis.com/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://fcm.googleapis.com:8443/x",
    ]) {
      const refused = await callRoute(pushPadAuth.POST, { caller, body: { subscription: { endpoint: bad, keys } } });
      expect([bad, refused.status]).toEqual([bad, 422]);
    }
    const impersonated = await signInAs(a.readOnly.user.id, a.group.id, a.admin.user.id);
    expect(
      (await callRoute(pushPadAuth.POST, { caller: impersonated, body: { subscription: { endpoint, keys } } })).status,
    ).toBe(403);
    const off = await callRoute(pushPadAuth.POST, { caller, body: { subscription: null, endpoint } });
    expect(off.body.subscribed).toBe(false);
    expect(await db.pushSubscription.findUnique({ where: { endpoint } })).toBeNull();
  });
});

describe("leave events", () => {
  it("tells the person's manager of a new request, never the requester", async () => {
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
    const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id });
    await addTeamManager({ teamId: team.id, membershipId: manager.membership.id });
    const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id });
    const employeeCaller = await signInAs(employee.user.id, group.id);
    const types = await callRoute(typesList.GET, { caller: employeeCaller });
    const vacation = types.body.data.find((t: { kind: string }) => t.kind === "vacation");
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
      caller: employeeCaller,
      body: { day_off_type_id: vacation.id, start_date: "2027-03-01", end_date: "2027-03-02" },
    });
    expect(req.status).toBe(200);
    const managerList = await callRoute(list.GET, { caller: await signInAs(manager.user.id, group.id) });
    expect(managerList.body.notifications).toHaveLength(1);
    expect(managerList.body.notifications[0]).toMatchObject({
      type: "time_off_requested",
      target_url: "/inbox",
      related_employee_name: "Eva Peeters",
    });
    expect(managerList.body.notifications[0].body).toBe(
      "Eva Peeters asked for Vacation from 01/03/2027 to 02/03/2027.",
    );
    expect((await callRoute(unseen.GET, { caller: employeeCaller })).body.unseen_count).toBe(0);

    // The manager's decision reaches the person by mail, in their language, with the note.
    await db.user.update({ where: { id: employee.user.id }, data: { language: "nl" } });
    const sink = await new SmtpSink().start();
    try {
      const decided = await callRoute(approve.POST, {
        caller: await signInAs(manager.user.id, group.id),
        body: { request_id: req.body.data.id, note: "Geniet ervan" },
      });
      expect(decided.body.data.status).toBe("approved");
      const mail = await sink.next(employee.user.email);
      expect(mail.subject).toBe("Je Vakantie van 01/03/2027 tot 02/03/2027 is goedgekeurd");
      expect(mail.text).toContain("Hun opmerking: Geniet ervan");
      expect(mail.text).toContain(`/calendar/person/${eva.id}?highlight=${req.body.data.id}`);
    } finally {
      await sink.stop();
    }
    // ... and in the app: a bell notification in her language with the manager's message.
    const evaList = await callRoute(list.GET, { caller: employeeCaller });
    expect(evaList.body.notifications).toHaveLength(1);
    expect(evaList.body.notifications[0]).toMatchObject({
      type: "time_off_approved",
      icon: "calendarCheck",
      target_url: `/calendar/person/${eva.id}?highlight=${req.body.data.id}`,
      sender_name: manager.user.name,
    });
    expect(evaList.body.notifications[0].body).toBe(
      `${manager.user.name} keurde je Vakantie van 01/03/2027 tot 02/03/2027 goed. Bericht: “Geniet ervan”`,
    );
    expect((await callRoute(unseen.GET, { caller: employeeCaller })).body.unseen_count).toBe(1);
    // The manager is not told of their own decision.
    expect(
      (await callRoute(list.GET, { caller: await signInAs(manager.user.id, group.id) })).body.notifications.map(
        (n: { type: string }) => n.type,
      ),
    ).toEqual(["time_off_requested"]);
  });
});

describe("people events", () => {
  it("tells the other admins of a person added, and of people who changed their own data", async () => {
    const a = await company();
    const second = await createUserInGroup({ group: a.group, role: "admin" });
    const added = await callRoute(addEmployee.POST, {
      caller: await a.as(a.admin),
      body: { first_name: "Noor", last_name: "Jacobs" },
    });
    expect(added.status).toBe(200);
    const types = async (u: { user: { id: string } }) =>
      (await callRoute(list.GET, { caller: await a.as(u) })).body.notifications.map(
        (n: { type: string; target_url: string }) => `${n.type} ${n.target_url}`,
      );
    expect(await types(second)).toEqual([`new_person_spotted /people/${added.body.data.employee_id}`]);
    expect(await types(a.admin)).toEqual([]);

    // HR changing someone's data tells nobody; a person changing their own record tells the admins.
    await callRoute(editEmployee.POST, {
      caller: await a.as(a.admin),
      body: { employee_id: added.body.data.employee_id, phone: "+32 470 00 00 01" },
    });
    expect(await types(second)).toHaveLength(1);
    const self = await createEmployee({ groupId: a.group.id, firstName: "Sam", lastName: "Self" });
    const selfUser = await createUserInGroup({ group: a.group, role: "default", employeeId: self.id });
    const edited = await callRoute(editEmployee.POST, {
      caller: await a.as(selfUser),
      body: { employee_id: self.id, phone: "+32 470 00 00 02" },
    });
    expect(edited.status).toBe(200);
    expect(await types(second)).toEqual([
      `personal_data_updated /people/${self.id}`,
      `new_person_spotted /people/${added.body.data.employee_id}`,
    ]);
    expect(await types(a.admin)).toEqual([`personal_data_updated /people/${self.id}`]);
  });
});

describe("realtime", () => {
  let http: Server;
  let pusherServer: EmbeddedPusherServer;
  let port: number;

  beforeAll(async () => {
    pusherServer = new EmbeddedPusherServer(realtimeConfig());
    http = createServer((req, res) => {
      if (!pusherServer.handleRequest(req, res)) res.writeHead(404).end();
    });
    http.on("upgrade", (req, socket, head) => {
      if (!pusherServer.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    port = (http.address() as AddressInfo).port;
    registerEmbeddedRealtime({ port });
  });

  afterAll(async () => {
    registerEmbeddedRealtime(null);
    pusherServer.close();
    await new Promise((resolve) => http.close(resolve));
  });

  function browser(caller: Caller) {
    return new Pusher(realtimeConfig().key, {
      cluster: "eu",
      wsHost: "127.0.0.1",
      wsPort: port,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: {
        endpoint: "/api/notifications/pusherAuth",
        transport: "ajax",
        customHandler: (params, callback) => {
          callRoute(pusherAuth.POST, {
            caller,
            body: { socket_id: params.socketId, channel_name: params.channelName },
          }).then((res) =>
            res.status === 200 ? callback(null, res.body) : callback(new Error(`auth ${res.status}`), null),
          );
        },
      },
    });
  }

  it("authorises only the caller's own channel", async () => {
    const a = await company();
    const caller = await a.as(a.admin);
    const own = await callRoute(pusherAuth.POST, {
      caller,
      body: { socket_id: "1.2", channel_name: userChannel(a.admin.user.id) },
    });
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(new RegExp(`^${realtimeConfig().key}:[0-9a-f]{64}$`));
    const other = await callRoute(pusherAuth.POST, {
      caller,
      body: { socket_id: "1.2", channel_name: userChannel(a.readOnly.user.id) },
    });
    expect(other.status).toBe(403);
    expect(
      (await callRoute(pusherAuth.POST, { caller, body: { socket_id: "nope", channel_name: "x" } })).body.error.fields,
    ).toHaveProperty("socket_id");
    expect(
      (await callRoute(pusherAuth.POST, { caller: null, body: { socket_id: "1.2", channel_name: "x" } })).status,
    ).toBe(401);
  });

  it("delivers a new notification to the real pusher-js client of its recipient only", async () => {
    const a = await company();
    const admin = browser(await a.as(a.admin));
    const received: unknown[] = [];
    const channel = admin.subscribe(userChannel(a.admin.user.id));
    await new Promise<void>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", reject);
    });
    channel.bind("notification", (data: unknown) => received.push(data));
    // A client that forges a subscription to the admin's channel with its own (valid) token is refused.
    const intruder = browser(await a.as(a.readOnly));
    const stolen = intruder.subscribe(userChannel(a.admin.user.id));
    const refused = await new Promise<boolean>((resolve) => {
      stolen.bind("pusher:subscription_error", () => resolve(true));
      stolen.bind("pusher:subscription_succeeded", () => resolve(false));
    });
    expect(refused).toBe(true);

    const [id] = await notify(a.group.id, [a.admin.user.id]);
    await waitFor(() => received.length > 0);
    expect(received).toEqual([{ group_id: a.group.id, notification_id: id, type: "personal_data_updated" }]);
    admin.disconnect();
    intruder.disconnect();
  }, 20_000);
});

describe("leave decisions, live", () => {
  let http: Server;
  let pusherServer: EmbeddedPusherServer;
  let port: number;

  beforeAll(async () => {
    pusherServer = new EmbeddedPusherServer(realtimeConfig());
    http = createServer((req, res) => {
      if (!pusherServer.handleRequest(req, res)) res.writeHead(404).end();
    });
    http.on("upgrade", (req, socket, head) => {
      if (!pusherServer.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    port = (http.address() as AddressInfo).port;
    registerEmbeddedRealtime({ port });
  });

  afterAll(async () => {
    registerEmbeddedRealtime(null);
    pusherServer.close();
    await new Promise((resolve) => http.close(resolve));
  });

  it("tells the employee of a decline and of a manager's cancellation over realtime, with the message", async () => {
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
    const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id });
    const evaCaller = await signInAs(employee.user.id, group.id);
    const mgrCaller = await signInAs(manager.user.id, group.id);
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

    const client = new Pusher(realtimeConfig().key, {
      cluster: "eu",
      wsHost: "127.0.0.1",
      wsPort: port,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: {
        endpoint: "/api/notifications/pusherAuth",
        transport: "ajax",
        customHandler: (params, callback) => {
          callRoute(pusherAuth.POST, {
            caller: evaCaller,
            body: { socket_id: params.socketId, channel_name: params.channelName },
          }).then((res) =>
            res.status === 200 ? callback(null, res.body) : callback(new Error(`auth ${res.status}`), null),
          );
        },
      },
    });
    const received: Array<{ type: string; notification_id: number }> = [];
    const channel = client.subscribe(userChannel(employee.user.id));
    await new Promise<void>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", reject);
    });
    channel.bind("notification", (data: { type: string; notification_id: number }) => received.push(data));
    try {
      const a = await callRoute(requestAdd.POST, {
        caller: evaCaller,
        body: { day_off_type_id: vacation.id, start_date: "2027-04-05", end_date: "2027-04-06" },
      });
      expect(
        (
          await callRoute(decline.POST, {
            caller: mgrCaller,
            body: { request_id: a.body.data.id, note: "Busy week, sorry" },
          })
        ).body.data.status,
      ).toBe("declined");
      await waitFor(() => received.length >= 1);
      expect(received[0].type).toBe("time_off_declined");

      const b = await callRoute(requestAdd.POST, {
        caller: evaCaller,
        body: { day_off_type_id: vacation.id, start_date: "2027-04-12", end_date: "2027-04-12" },
      });
      await callRoute(approve.POST, { caller: mgrCaller, body: { request_id: b.body.data.id } });
      await waitFor(() => received.length >= 2);
      expect(
        (
          await callRoute(cancel.POST, {
            caller: mgrCaller,
            body: { request_id: b.body.data.id, note: "Audit that day" },
          })
        ).body.data.status,
      ).toBe("cancelled");
      await waitFor(() => received.length >= 3);
      expect(received.map((r) => r.type)).toEqual(["time_off_declined", "time_off_approved", "time_off_cancelled"]);

      const rows = await db.notification.findMany({ where: { userId: employee.user.id }, orderBy: { id: "asc" } });
      expect(rows.map((r) => r.id)).toEqual(received.map((r) => r.notification_id));
      expect(rows.map((r) => (r.params as { note: string }).note)).toEqual(["Busy week, sorry", "", "Audit that day"]);
      const bodies = (await callRoute(list.GET, { caller: evaCaller })).body.notifications.map(
        (n: { body: string }) => n.body,
      );
      expect(bodies).toEqual([
        "Mo Manager cancelled your Vacation from 12/04/2027 to 12/04/2027. Their message: “Audit that day”",
        "Mo Manager approved your Vacation from 12/04/2027 to 12/04/2027.",
        "Mo Manager declined your Vacation from 05/04/2027 to 06/04/2027. Their message: “Busy week, sorry”",
      ]);
      // Eva withdrawing her own pending request tells nobody about it as a decision.
      const c = await callRoute(requestAdd.POST, {
        caller: evaCaller,
        body: { day_off_type_id: vacation.id, start_date: "2027-04-19", end_date: "2027-04-19" },
      });
      await callRoute(cancel.POST, { caller: evaCaller, body: { request_id: c.body.data.id } });
      expect(await db.notification.count({ where: { userId: employee.user.id } })).toBe(3);
    } finally {
      client.disconnect();
    }
  }, 30_000);
});

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
