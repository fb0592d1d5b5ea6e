// Exports as background jobs on the PostgreSQL queue (pg-boss; PGlite in memory without DATABASE_URL):
// asking is checked against the rights, the job builds the workbook with the asker's rights, the progress
// notification is replaced by export_ready, and only the asker downloads the file.
import ExcelJS from "exceljs";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { startJobWorkers } from "@/lib/jobs/start-workers";
import { sendWeeklyDigests } from "@/lib/jobs/weekly-digest";
import { runExportJob } from "@/lib/exports/run-export";
import { createNotifications } from "@/lib/notifications/create-notifications";
import * as start from "@/app/api/exports/start/route";
import * as status from "@/app/api/exports/[id]/status/route";
import * as download from "@/app/api/exports/[id]/download/route";
import * as list from "@/app/api/notifications/getNotifications/route";
import { SmtpSink } from "./helpers/smtp-sink";

jest.setTimeout(90_000);

beforeAll(async () => {
  await setupTestDatabase();
  await startJobWorkers();
}, 90_000);

afterAll(async () => {
  await stopQueue();
});

async function company() {
  const group = await createGroup();
  const admin = await createUserInGroup({ group, role: "admin" });
  const noExcel = await createUserInGroup({ group, role: "default", accessExcelExports: false });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true });
  const employee = await createUserInGroup({ group, role: "employee" });
  for (let i = 0; i < 25; i++)
    await createEmployee({ groupId: group.id, firstName: `Anna${i}`, lastName: `Export${i}` });
  await createEmployee({ groupId: group.id, firstName: "Hidden", lastName: "Person", isSensitive: true });
  return { group, admin, noExcel, readOnly, employee };
}

async function waitForStatus(caller: Awaited<ReturnType<typeof signInAs>>, id: number, wanted: string) {
  const startAt = Date.now();
  for (;;) {
    const res = await callRoute(status.GET, { caller, params: { id: String(id) } });
    if (res.body.status === wanted) return res.body;
    if (res.body.status === "failed" || Date.now() - startAt > 60_000)
      throw new Error(`export ${id}: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

it("runs a people export in the background and lets only its owner download it", async () => {
  const a = await company();
  const b = await company();
  const admin = await signInAs(a.admin.user.id, a.group.id);
  const res = await callRoute(start.POST, { caller: admin, body: { kind: "employees", filters: { search: "Anna" } } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: "queued" });
  const id = res.body.export_id as number;
  const generating = await db.notification.findFirst({ where: { exportJobId: id, type: "export_generation" } });
  expect(generating?.userId).toBe(a.admin.user.id);

  const done = await waitForStatus(admin, id, "finished");
  expect(done.download_url).toBe(`/api/exports/${id}/download`);
  const notes = await callRoute(list.GET, { caller: admin });
  expect(notes.body.notifications.map((n: { type: string }) => n.type)).toContain("export_ready");
  expect(notes.body.notifications.map((n: { type: string }) => n.type)).not.toContain("export_generation");

  const file = await callRoute(download.GET, { caller: admin, params: { id: String(id) } });
  expect(file.status).toBe(200);
  expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="people-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  // The other users of the same company, and another company's admin, get 404.
  expect(
    (
      await callRoute(download.GET, {
        caller: await signInAs(a.readOnly.user.id, a.group.id),
        params: { id: String(id) },
      })
    ).status,
  ).toBe(404);
  expect(
    (await callRoute(download.GET, { caller: await signInAs(b.admin.user.id, b.group.id), params: { id: String(id) } }))
      .status,
  ).toBe(404);
  expect(
    (await callRoute(status.GET, { caller: await signInAs(b.admin.user.id, b.group.id), params: { id: String(id) } }))
      .status,
  ).toBe(404);
});

it("builds the workbook with the asker's rights: the filtered rows, no sensitive person without the right", async () => {
  const a = await company();
  const admin = await signInAs(a.admin.user.id, a.group.id);
  await db.membership.update({ where: { id: a.admin.membership.id }, data: { accessSensitiveSettings: false } });
  const res = await callRoute(start.POST, { caller: admin, body: { kind: "employees", filters: {} } });
  await waitForStatus(admin, res.body.export_id, "finished");
  const job = await db.exportJob.findUniqueOrThrow({ where: { id: res.body.export_id } });
  const file = await callRoute(download.GET, { caller: admin, params: { id: String(job.id) } });
  expect(file.status).toBe(200);
  const { Readable } = await import("node:stream");
  const workbook = new ExcelJS.Workbook();
  // callRoute reads the body as text; fetch the bytes again through the handler.
  const raw = await download.GET(new Request("http://localhost/api", { headers: { cookie: admin.cookie } }), {
    params: Promise.resolve({ id: String(job.id) }),
  });
  await workbook.xlsx.read(Readable.from(Buffer.from(await raw.arrayBuffer())));
  const names = workbook.worksheets[0]!.getColumn(5).values.filter(Boolean).map(String);
  expect(names).toHaveLength(26); // header + 25 people
  expect(names).not.toContain("Person");
  const headers = workbook.worksheets[0]!.getRow(1).values as unknown[];
  expect(headers).not.toContain("National number");
});

it("refuses users without the rights and bad input, and audits the export", async () => {
  const a = await company();
  const noExcel = await callRoute(start.POST, {
    caller: await signInAs(a.noExcel.user.id, a.group.id),
    body: { kind: "employees" },
  });
  expect(noExcel.status).toBe(403);
  const employee = await callRoute(start.POST, {
    caller: await signInAs(a.employee.user.id, a.group.id),
    body: { kind: "employees" },
  });
  expect(employee.status).toBe(403);
  const admin = await signInAs(a.admin.user.id, a.group.id);
  expect((await callRoute(start.POST, { caller: admin, body: { kind: "salaries" } })).body.error.fields).toHaveProperty(
    "kind",
  );
  expect(
    (await callRoute(start.POST, { caller: admin, body: { kind: "employees", filters: { team_id: "x" } } })).body.error
      .fields,
  ).toHaveProperty("team_id");
  expect((await callRoute(start.POST, { caller: null, body: { kind: "employees" } })).status).toBe(401);
  const ok = await callRoute(start.POST, { caller: admin, body: { kind: "audit_logs", filters: {} } });
  expect(ok.status).toBe(200);
  const audit = await db.auditLog.findFirst({
    where: { groupId: a.group.id, objectType: "export_job", objectId: String(ok.body.export_id) },
  });
  expect(audit?.action).toBe("export");
  await waitForStatus(admin, ok.body.export_id, "finished");
});

it("fails an export whose asker lost the right before it ran, and the notification keeps saying so", async () => {
  const a = await company();
  const job = await db.exportJob.create({
    data: { groupId: a.group.id, userId: a.noExcel.user.id, kind: "employees", params: {}, fileName: "people.xlsx" },
  });
  await createNotifications({
    groupId: a.group.id,
    userIds: [a.noExcel.user.id],
    type: "export_generation",
    progress: 0,
    exportJobId: job.id,
    params: { file: "people.xlsx" },
  });
  await runExportJob(job.id);
  expect(await db.exportJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
    status: "failed",
    filePath: null,
  });
  const notes = await callRoute(list.GET, { caller: await signInAs(a.noExcel.user.id, a.group.id) });
  expect(notes.body.notifications[0]).toMatchObject({ type: "export_generation", failed: true });
  expect(
    (
      await callRoute(download.GET, {
        caller: await signInAs(a.noExcel.user.id, a.group.id),
        params: { id: String(job.id) },
      })
    ).status,
  ).toBe(404);
});

it("mails the weekly digest to users who turned it on, only when something waits", async () => {
  const a = await company();
  await db.user.update({ where: { id: a.admin.user.id }, data: { weeklyDigest: true, language: "nl" } });
  await db.user.update({ where: { id: a.readOnly.user.id }, data: { weeklyDigest: true } });
  await createNotifications({
    groupId: a.group.id,
    userIds: [a.admin.user.id],
    type: "personal_data_updated",
    relatedEmployee: { id: 1, name: "X" },
  });
  const sink = await new SmtpSink().start();
  try {
    await sendWeeklyDigests();
    const mine = sink.sentTo(a.admin.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`Je week bij ${a.group.name}`);
    expect(mine[0]!.text).toContain("1 nieuwe melding");
    expect(sink.sentTo(a.readOnly.user.email)).toHaveLength(0);
  } finally {
    await sink.stop();
  }
});
