// The documents API through its route handlers on a real database: uploads checked by content and size,
// the visibility rules (team scope, sensitive people, company documents for teams and segments, other
// groups) the same in list, search, detail and download, the download headers, rights (read-only, no
// documents switch, self-service flag), folders, audit rows, notifications, notify as a background job
// and forwarding by mail.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, type Caller } from "./helpers/http";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { SmtpSink } from "./helpers/smtp-sink";
import { signInAs } from "./helpers/http";
import { createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { startJobWorkers } from "@/lib/jobs/start-workers";
import { fileStore } from "@/lib/storage/file-store";
import { purgeStoredFiles } from "@/lib/documents/purge-stored-files";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { base64, samples } from "@/tests/support/document-samples";
import * as upload from "@/app/api/files/upload/route";
import * as companyUpload from "@/app/api/files/company_files/upload/route";
import * as list from "@/app/api/files/[id]/[objectId]/list/route";
import * as search from "@/app/api/files/search/route";
import * as detail from "@/app/api/files/[id]/detail/route";
import * as download from "@/app/api/files/[id]/download/route";
import * as edit from "@/app/api/files/edit/route";
import * as editDescription from "@/app/api/files/editDescription/route";
import * as del from "@/app/api/files/delete/route";
import * as addFolder from "@/app/api/files/addFolder/route";
import * as updateFolderName from "@/app/api/files/updateFolderName/route";
import * as updateDefaultFolderName from "@/app/api/files/updateDefaultFolderName/route";
import * as deleteFolder from "@/app/api/files/deleteFolder/route";
import * as listTypes from "@/app/api/files/listTypes/route";
import * as suggest from "@/app/api/files/[id]/suggestDocumentTypes/route";
import * as segments from "@/app/api/files/segments/route";
import * as markAsRead from "@/app/api/files/markAsRead/route";
import * as peopleToNotify from "@/app/api/files/[id]/getPeopleToNotifyForFile/route";
import * as notify from "@/app/api/files/notify/background/route";
import * as getForward from "@/app/api/files/[id]/getFileForwardEmail/route";
import * as setForward from "@/app/api/files/setFileForwardEmail/route";
import * as forward from "@/app/api/inbox/documents/forward/route";
import * as getVisibility from "@/app/api/files/[id]/getCompanyDocumentVisibility/route";
import * as setVisibility from "@/app/api/files/setCompanyDocumentVisibility/route";
import * as companyDetails from "@/app/api/files/[id]/getCompanyDocumentDetails/route";
import * as withDocs from "@/app/api/employees/listWithDocumentCount/route";

jest.setTimeout(90_000);

let sink: SmtpSink;
let a: PeopleCompany;
let b: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  sink = await new SmtpSink().start();
  await startJobWorkers();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 90_000);

afterAll(async () => {
  await stopQueue();
  await sink.stop();
});

type UploadBody = Record<string, unknown>;

function uploadTo(caller: Caller, employeeId: number, extra: UploadBody = {}) {
  return callRoute(upload.POST, {
    caller,
    body: {
      related_object_id: employeeId,
      document_type: "contract",
      filename: "Contract.pdf",
      file_base64: base64(samples.pdf()),
      ...extra,
    },
  });
}

function uploadCompany(caller: Caller, extra: UploadBody = {}) {
  return callRoute(companyUpload.POST, {
    caller,
    body: { document_type: "policy", filename: "Policy.pdf", file_base64: base64(samples.pdf()), ...extra },
  });
}

const listOf = (caller: Caller, object: string, id: number, query: Record<string, string | number> = {}) =>
  callRoute(list.GET, { caller, params: { id: object, objectId: String(id) }, query });
const detailOf = (caller: Caller, id: number) => callRoute(detail.GET, { caller, params: { id: String(id) } });
const downloadOf = (caller: Caller, id: number, intention?: string) =>
  callRoute(download.GET, { caller, params: { id: String(id) }, query: intention ? { intention } : {} });
const searchFor = (caller: Caller, query: Record<string, string | number>) =>
  callRoute(search.GET, { caller, query: { per_page: 100, ...query } });
const ids = (res: { body: { data: { file_id: number }[] } }) => res.body.data.map((f) => f.file_id);

describe("upload and the File JSON", () => {
  it("uploads a PDF to a person's record and answers the contract's File JSON, audited", async () => {
    const res = await uploadTo(a.admin.caller, a.alice.id, { file_description: "Signed", document_type: "contract" });
    expect(res.status).toBe(200);
    const id = res.body.file_id as number;
    expect(res.body).toEqual({
      file_id: id,
      related_object: "employee",
      related_object_id: a.alice.id,
      related_employee_name: "Alice Aerts",
      document_type: "contract",
      filename: "Contract.pdf",
      file_description: "Signed",
      folder_name: null,
      mime_type: "application/pdf",
      size_bytes: samples.pdf().length,
      created_at: expect.any(String),
      uploaded_by_name: expect.any(String),
      // What one uploaded is not "new" to oneself.
      is_read: true,
      is_important: false,
      is_visible_for_all_teams: true,
      visible_for_specific_teams: [],
      visible_for_specific_segment: null,
      can_edit: true,
      preview_url: `/api/files/${id}/download?intention=preview`,
      download_url: `/api/files/${id}/download?intention=download`,
    });
    const row = await db.file.findUniqueOrThrow({ where: { id } });
    expect(row.storageKey).toMatch(new RegExp(`^${a.group.id}/[0-9a-f-]{36}$`));
    expect(row.storageKey).not.toContain("Contract");
    expect(await fileStore().get(row.storageKey)).toEqual(samples.pdf());
    const audit = await db.auditLog.findFirst({
      where: { objectType: "file", objectId: String(id), action: "create" },
    });
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.admin.user.id, employeeId: a.alice.id });
    expect(audit?.changes).toMatchObject({ filename: { from: null, to: "Contract.pdf" } });
  });

  it("accepts a data: URL prefix and every accepted kind, typed by content", async () => {
    const docx = await uploadTo(a.admin.caller, a.alice.id, {
      filename: "Letter.docx",
      file_base64: `data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,${base64(samples.docx())}`,
    });
    expect(docx.status).toBe(200);
    expect(docx.body.mime_type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const csv = await uploadTo(a.admin.caller, a.alice.id, {
      filename: "hours.csv",
      file_base64: base64(samples.csv()),
    });
    expect(csv.body.mime_type).toBe("text/csv");
  });

  it("refuses disguised and dangerous files with 415 naming file_base64", async () => {
    for (const [bytes, filename] of [
      [samples.html(), "invoice.pdf"],
      [samples.exe(), "photo.png"],
      [samples.png(), "contract.pdf"],
      [samples.svg(), "logo.svg"],
      [samples.script(), "notes.txt"],
    ] as const) {
      const res = await uploadTo(a.admin.caller, a.alice.id, { filename, file_base64: base64(bytes) });
      expect(res.status).toBe(415);
      expect(res.body.error.fields.file_base64).toBeDefined();
    }
    const notBase64 = await uploadTo(a.admin.caller, a.alice.id, { file_base64: "%%%not base64" });
    expect(notBase64.status).toBe(422);
    expect(notBase64.body.error.fields.file_base64).toBeDefined();
  });

  it("answers 413 for a file over DOCUMENT_MAX_BYTES", async () => {
    const saved = process.env.DOCUMENT_MAX_BYTES;
    process.env.DOCUMENT_MAX_BYTES = "64";
    try {
      const res = await uploadTo(a.admin.caller, a.alice.id, {
        file_base64: base64(Buffer.concat([samples.pdf(), Buffer.alloc(100, 0x20)])),
      });
      expect(res.status).toBe(413);
    } finally {
      if (saved === undefined) delete process.env.DOCUMENT_MAX_BYTES;
      else process.env.DOCUMENT_MAX_BYTES = saved;
    }
  });

  it("takes bodies larger than the default 1 MB limit (up to the document limit) and names the real actor under impersonation", async () => {
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(1_500_000, 0x20)]);
    const impersonated = await signInAs(a.hr.user.id, a.group.id, a.admin.user.id);
    const res = await uploadTo(impersonated, a.alice.id, { filename: "Big.pdf", file_base64: base64(big) });
    expect(res.status).toBe(200);
    expect(res.body.size_bytes).toBe(big.length);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "file", objectId: String(res.body.file_id), action: "create" },
    });
    expect(audit).toMatchObject({ actorUserId: a.hr.user.id, impersonatorUserId: a.admin.user.id });
  });

  it("refuses writes from read-only users and everything from users without the documents switch", async () => {
    expect((await uploadTo(a.readOnly.caller, a.alice.id)).status).toBe(403);
    expect((await listOf(a.readOnly.caller, "employee", a.alice.id)).status).toBe(200);
    const noDocs = await createUserInGroup({ group: a.group, role: "admin", accessDocuments: false });
    const caller = await signInAs(noDocs.user.id, a.group.id);
    expect((await listOf(caller, "employee", a.alice.id)).status).toBe(403);
    expect((await uploadTo(caller, a.alice.id)).status).toBe(403);
    expect((await searchFor(caller, {})).status).toBe(403);
  });
});

describe("visibility", () => {
  let aliceFile: number;
  let bobFile: number;
  let secretFile: number;
  let supportDoc: number;
  let frenchDoc: number;
  let allDoc: number;

  beforeAll(async () => {
    aliceFile = (await uploadTo(a.admin.caller, a.alice.id, { filename: "Visibility alice.pdf" })).body.file_id;
    bobFile = (await uploadTo(a.admin.caller, a.bob.id, { filename: "Visibility bob.pdf" })).body.file_id;
    secretFile = (await uploadTo(a.admin.caller, a.secret.id, { filename: "Visibility secret.pdf" })).body.file_id;
    supportDoc = (
      await uploadCompany(a.admin.caller, {
        filename: "Visibility support.pdf",
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [a.support.id],
      })
    ).body.file_id;
    frenchDoc = (
      await uploadCompany(a.admin.caller, {
        filename: "Visibility french.pdf",
        is_visible_for_all_teams: false,
        visible_for_specific_segment: "language_fr",
      })
    ).body.file_id;
    allDoc = (await uploadCompany(a.admin.caller, { filename: "Visibility all.pdf" })).body.file_id;
    await db.employee.update({ where: { id: a.selfEmployee.id }, data: { preferredLanguage: "fr" } });
  });

  async function expectHidden(caller: Caller, fileId: number, object: "employee" | "company_wide", recordId: number) {
    expect((await detailOf(caller, fileId)).status).toBe(404);
    expect((await downloadOf(caller, fileId)).status).toBe(404);
    expect(ids(await searchFor(caller, { search_term: "Visibility" }))).not.toContain(fileId);
    const listed = await listOf(caller, object, recordId);
    if (listed.status === 200) expect(ids(listed)).not.toContain(fileId);
    else expect(listed.status).toBe(404);
  }

  async function expectVisible(caller: Caller, fileId: number, object: "employee" | "company_wide", recordId: number) {
    expect((await detailOf(caller, fileId)).status).toBe(200);
    expect((await downloadOf(caller, fileId)).status).toBe(200);
    expect(ids(await searchFor(caller, { search_term: "Visibility" }))).toContain(fileId);
    expect(ids(await listOf(caller, object, recordId, { per_page: 100 }))).toContain(fileId);
  }

  it("a team_only manager sees the files of their team's people, not the other team's", async () => {
    await expectVisible(a.manager.caller, aliceFile, "employee", a.alice.id);
    await expectHidden(a.manager.caller, bobFile, "employee", a.bob.id);
    expect((await listOf(a.manager.caller, "employee", a.bob.id)).status).toBe(404);
  });

  it("sensitive people stay invisible without the sensitive right", async () => {
    await expectVisible(a.hr.caller, secretFile, "employee", a.secret.id);
    await expectHidden(a.plain.caller, secretFile, "employee", a.secret.id);
    await expectHidden(a.manager.caller, secretFile, "employee", a.secret.id);
  });

  it("an employee sees their own record and the company documents meant for them", async () => {
    const eve = a.employee.caller;
    await expectHidden(eve, aliceFile, "employee", a.alice.id);
    await expectHidden(eve, bobFile, "employee", a.bob.id);
    await expectVisible(eve, supportDoc, "company_wide", 0);
    await expectVisible(eve, frenchDoc, "company_wide", 0);
    await expectVisible(eve, allDoc, "company_wide", 0);
  });

  it("a member of another team gets 404 for a company document meant for a team or segment not theirs", async () => {
    await expectHidden(a.manager.caller, supportDoc, "company_wide", 0);
    await expectHidden(a.manager.caller, frenchDoc, "company_wide", 0);
    await expectVisible(a.manager.caller, allDoc, "company_wide", 0);
    // Admins and HR see every company document.
    await expectVisible(a.plain.caller, supportDoc, "company_wide", 0);
  });

  it("another group's ids answer 404 exactly like missing ones", async () => {
    for (const id of [aliceFile, supportDoc, 999_999_999]) {
      const res = await detailOf(b.admin.caller, id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
      expect((await downloadOf(b.admin.caller, id)).status).toBe(404);
      expect((await callRoute(del.POST, { caller: b.admin.caller, body: { file_id: id } })).status).toBe(404);
      expect((await callRoute(markAsRead.GET, { caller: b.admin.caller, query: { file_id: id } })).status).toBe(404);
    }
    expect((await listOf(b.admin.caller, "employee", a.alice.id)).status).toBe(404);
    expect((await uploadTo(b.admin.caller, a.alice.id)).status).toBe(404);
    expect(ids(await searchFor(b.admin.caller, { search_term: "Visibility" }))).toEqual([]);
  });

  it("company visibility can be read and changed by HR, and applies at once", async () => {
    const got = await callRoute(getVisibility.GET, { caller: a.admin.caller, params: { id: String(supportDoc) } });
    expect(got.body).toMatchObject({
      is_visible_for_all_teams: false,
      visible_for_specific_teams: [a.support.id],
      visible_for_specific_segment: null,
    });
    expect(
      (await callRoute(getVisibility.GET, { caller: a.admin.caller, params: { id: String(aliceFile) } })).status,
    ).toBe(404);
    const body = { file_id: supportDoc, is_visible_for_all_teams: false, visible_for_specific_teams: [a.sales.id] };
    expect((await callRoute(setVisibility.POST, { caller: a.manager.caller, body })).status).toBe(403);
    expect(
      (
        await callRoute(setVisibility.POST, {
          caller: a.admin.caller,
          body: { ...body, visible_for_specific_segment: "nope" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await callRoute(setVisibility.POST, {
          caller: a.admin.caller,
          body: { ...body, visible_for_specific_teams: [b.sales.id] },
        })
      ).status,
    ).toBe(422);
    const set = await callRoute(setVisibility.POST, { caller: a.admin.caller, body });
    expect(set.status).toBe(200);
    await expectVisible(a.manager.caller, supportDoc, "company_wide", 0);
    await expectHidden(a.employee.caller, supportDoc, "company_wide", 0);
    const details = await callRoute(companyDetails.GET, { caller: a.admin.caller, params: { id: String(supportDoc) } });
    expect(details.body).toMatchObject({
      file_id: supportDoc,
      related_object: "company_wide",
      read_count: expect.any(Number),
    });
    expect(
      await db.auditLog.count({ where: { objectType: "file", objectId: String(supportDoc), action: "update" } }),
    ).toBe(1);
  });

  it("listWithDocumentCount answers the real counts the caller may see", async () => {
    const res = await callRoute(withDocs.GET, { caller: a.admin.caller, query: { per_page: 100 } });
    expect(res.body.documents_available).toBe(true);
    const alice = res.body.data.find((r: { employee_id: number }) => r.employee_id === a.alice.id);
    expect(alice.document_count).toBe(await db.file.count({ where: { employeeId: a.alice.id } }));
    const bob = res.body.data.find((r: { employee_id: number }) => r.employee_id === a.bob.id);
    expect(bob.document_count).toBe(1);
  });
});

describe("download", () => {
  it("previews PDFs inline and downloads as attachment, with RFC 6266 names and nosniff", async () => {
    const id = (await uploadTo(a.admin.caller, a.alice.id, { filename: 'Contrat été "final".pdf' })).body.file_id;
    const preview = await downloadOf(a.admin.caller, id);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("application/pdf");
    expect(preview.headers.get("x-content-type-options")).toBe("nosniff");
    const disposition = preview.headers.get("content-disposition")!;
    expect(disposition.startsWith("inline; ")).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''Contrat%20%C3%A9t%C3%A9%20%22final%22.pdf`);
    expect(disposition).toMatch(/filename="Contrat ete _final_.pdf"/);
    expect(preview.body).toBe(samples.pdf().toString());
    const attachment = await downloadOf(a.admin.caller, id, "download");
    expect(attachment.headers.get("content-disposition")!.startsWith("attachment; ")).toBe(true);
    // The uploader has it read; opening it marks it read for the caller only.
    expect((await detailOf(a.admin.caller, id)).body.is_read).toBe(true);
    expect((await detailOf(a.hr.caller, id)).body.is_read).toBe(false);
    expect((await downloadOf(a.hr.caller, id)).status).toBe(200);
    expect((await detailOf(a.hr.caller, id)).body.is_read).toBe(true);
    expect((await detailOf(a.manager.caller, id)).body.is_read).toBe(false);
  });

  it("never shows other types inline, and sends text as text/plain", async () => {
    const docx = (
      await uploadTo(a.admin.caller, a.alice.id, { filename: "a.docx", file_base64: base64(samples.docx()) })
    ).body.file_id;
    expect(
      (await downloadOf(a.admin.caller, docx)).headers.get("content-disposition")!.startsWith("attachment; "),
    ).toBe(true);
    const txt = (
      await uploadTo(a.admin.caller, a.alice.id, { filename: "note.txt", file_base64: base64(samples.text()) })
    ).body.file_id;
    const res = await downloadOf(a.admin.caller, txt);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("content-disposition")!.startsWith("attachment; ")).toBe(true);
    expect((await downloadOf(a.admin.caller, txt, "sideways")).status).toBe(422);
  });
});

describe("edit, delete, read", () => {
  it("edits, edits the description and deletes with audit rows, and the bytes go too", async () => {
    const id = (await uploadTo(a.admin.caller, a.alice.id, { filename: "Edit me.pdf" })).body.file_id;
    const edited = await callRoute(edit.POST, {
      caller: a.admin.caller,
      body: { file_id: id, filename: "Edited.pdf", document_type: "payslip", is_important: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ filename: "Edited.pdf", document_type: "payslip", is_important: true });
    const described = await callRoute(editDescription.POST, {
      caller: a.admin.caller,
      body: { file_id: id, file_description: "New text" },
    });
    expect(described.body.file_description).toBe("New text");
    expect(
      (await callRoute(edit.POST, { caller: a.admin.caller, body: { file_id: id, is_visible_for_all_teams: false } }))
        .status,
    ).toBe(422);
    expect(
      (await callRoute(edit.POST, { caller: a.readOnly.caller, body: { file_id: id, filename: "x.pdf" } })).status,
    ).toBe(403);
    const audits = await db.auditLog.findMany({
      where: { objectType: "file", objectId: String(id), action: "update" },
      orderBy: { id: "asc" },
    });
    expect(audits[0]?.changes).toMatchObject({
      filename: { from: "Edit me.pdf", to: "Edited.pdf" },
      document_type: { from: "contract", to: "payslip" },
    });
    const key = (await db.file.findUniqueOrThrow({ where: { id } })).storageKey;
    expect((await callRoute(del.POST, { caller: a.readOnly.caller, body: { file_id: id } })).status).toBe(403);
    expect((await callRoute(del.POST, { caller: a.admin.caller, body: { file_id: id } })).status).toBe(200);
    expect(await db.file.findUnique({ where: { id } })).toBeNull();
    expect(await fileStore().get(key)).toBeNull();
    expect(await db.storedFileDeletion.count({ where: { storageKey: key } })).toBe(0);
    expect(await db.auditLog.count({ where: { objectType: "file", objectId: String(id), action: "delete" } })).toBe(1);
    expect((await detailOf(a.admin.caller, id)).status).toBe(404);
  });

  it("removes the bytes of files whose rows went by cascade (a hard-deleted employee) through the purge", async () => {
    const c = await makePeopleCompany();
    const id = (await uploadTo(c.admin.caller, c.bob.id, { filename: "Cascade.pdf" })).body.file_id;
    const key = (await db.file.findUniqueOrThrow({ where: { id } })).storageKey;
    await db.employee.delete({ where: { id: c.bob.id } });
    expect(await db.file.findUnique({ where: { id } })).toBeNull();
    // The trigger queued the bytes (unless the scheduled purge job already took them meanwhile).
    const queued = await db.storedFileDeletion.count({ where: { groupId: c.group.id, storageKey: key } });
    expect(queued === 1 || (await fileStore().get(key)) === null).toBe(true);
    await purgeStoredFiles({ groupId: c.group.id });
    expect(await fileStore().get(key)).toBeNull();
    expect(await db.storedFileDeletion.count({ where: { storageKey: key } })).toBe(0);
  });

  it("marks a file read with GET markAsRead", async () => {
    const id = (await uploadTo(a.admin.caller, a.alice.id)).body.file_id;
    const res = await callRoute(markAsRead.GET, { caller: a.hr.caller, query: { file_id: id } });
    expect(res.body).toEqual({ file_id: id, is_read: true });
    expect((await detailOf(a.hr.caller, id)).body.is_read).toBe(true);
  });
});

describe("self-service employees", () => {
  it("upload a sick note on their own record, which notifies their managers and HR", async () => {
    const res = await uploadTo(a.employee.caller, a.selfEmployee.id, {
      document_type: "sick_note",
      filename: "sick.jpg",
      file_base64: base64(samples.jpeg()),
    });
    expect(res.status).toBe(200);
    expect(res.body.can_edit).toBe(true);
    const notes = await db.notification.findMany({
      where: { groupId: a.group.id, type: "sick_note_uploaded", relatedEmployeeId: a.selfEmployee.id },
    });
    const recipients = notes.map((n) => n.userId);
    expect(recipients).toContain(a.admin.user.id);
    expect(recipients).not.toContain(a.employee.user.id);
    expect(notes[0]?.params).toMatchObject({ file: "sick.jpg" });
    // Their own upload they may delete; HR's document on their record they may not; someone else's record is a 404.
    const hrs = (await uploadTo(a.admin.caller, a.selfEmployee.id)).body.file_id;
    expect((await detailOf(a.employee.caller, hrs)).body.can_edit).toBe(false);
    expect((await callRoute(del.POST, { caller: a.employee.caller, body: { file_id: hrs } })).status).toBe(403);
    expect((await callRoute(del.POST, { caller: a.employee.caller, body: { file_id: res.body.file_id } })).status).toBe(
      200,
    );
    expect((await uploadTo(a.employee.caller, a.bob.id)).status).toBe(404);
    expect((await uploadCompany(a.employee.caller)).status).toBe(403);
    expect((await uploadCompany(a.manager.caller)).status).toBe(403);
  });

  it("need enable_self_service_documents", async () => {
    const c = await makePeopleCompany();
    await db.featureFlag.create({
      data: { groupId: c.group.id, name: "enable_self_service_documents", enabled: false },
    });
    expect((await listOf(c.employee.caller, "employee", c.selfEmployee.id)).status).toBe(403);
    expect((await uploadTo(c.employee.caller, c.selfEmployee.id)).status).toBe(403);
    expect((await listOf(c.manager.caller, "employee", c.alice.id)).status).toBe(200);
  });

  it("enable_company_wide_documents off hides and refuses company documents, not the settings", async () => {
    const c = await makePeopleCompany();
    const doc = (await uploadCompany(c.admin.caller)).body.file_id;
    await db.featureFlag.create({
      data: { groupId: c.group.id, name: "enable_company_wide_documents", enabled: false },
    });
    expect((await uploadCompany(c.admin.caller)).status).toBe(403);
    expect((await listOf(c.admin.caller, "company_wide", 0)).status).toBe(403);
    expect((await detailOf(c.admin.caller, doc)).status).toBe(404);
    expect(ids(await searchFor(c.admin.caller, {}))).not.toContain(doc);
    expect(
      (await callRoute(setForward.POST, { caller: c.admin.caller, body: { email: "box@corp.test" } })).status,
    ).toBe(200);
    expect((await uploadTo(c.admin.caller, c.alice.id)).status).toBe(200);
  });

  it("an important document notifies the person in-app and by mail, per their settings", async () => {
    const res = await uploadTo(a.admin.caller, a.selfEmployee.id, { is_important: true, filename: "Important.pdf" });
    expect(res.body.is_important).toBe(true);
    const note = await db.notification.findFirst({
      where: { userId: a.employee.user.id, type: "important_document_added" },
    });
    expect(note?.params).toMatchObject({ file: "Important.pdf" });
    const mail = await sink.next(a.employee.user.email, (m) => m.subject.includes("Important.pdf"));
    expect(mail.text).toContain("/documents?file=");
    await db.userNotificationSettings.upsert({
      where: { userId: a.employee.user.id },
      create: { userId: a.employee.user.id, importantDocumentsEmail: false, importantDocumentsInApp: false },
      update: { importantDocumentsEmail: false, importantDocumentsInApp: false },
    });
    await uploadTo(a.admin.caller, a.selfEmployee.id, { is_important: true, filename: "Quiet.pdf" });
    expect(
      await db.notification.count({ where: { userId: a.employee.user.id, type: "important_document_added" } }),
    ).toBe(1);
  });
});

describe("folders", () => {
  it("adds, lists with counts, renames and deletes folders; files move to the default folder", async () => {
    const c = await makePeopleCompany();
    const target = { related_object: "employee", related_object_id: c.alice.id };
    expect(
      (await callRoute(addFolder.POST, { caller: c.admin.caller, body: { ...target, folder_name: "Payslips" } }))
        .status,
    ).toBe(200);
    expect(
      (await callRoute(addFolder.POST, { caller: c.admin.caller, body: { ...target, folder_name: "payslips" } }))
        .status,
    ).toBe(409);
    expect(
      (await callRoute(addFolder.POST, { caller: c.readOnly.caller, body: { ...target, folder_name: "X" } })).status,
    ).toBe(403);
    expect(
      (await callRoute(addFolder.POST, { caller: c.employee.caller, body: { ...target, folder_name: "X" } })).status,
    ).toBe(404);
    const inFolder = await uploadTo(c.admin.caller, c.alice.id, { folder_name: "Payslips" });
    expect(inFolder.body).toMatchObject({ folder_name: "Payslips" });
    await uploadTo(c.admin.caller, c.alice.id);
    const listed = await listOf(c.admin.caller, "employee", c.alice.id, { folder_name: "Payslips" });
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0].folder_name).toBe("Payslips");
    expect(listed.body.folders).toEqual([
      { name: "General", is_default: true, file_count: 1 },
      { name: "Payslips", is_default: false, file_count: 1 },
    ]);
    expect(
      (
        await callRoute(updateFolderName.POST, {
          caller: c.admin.caller,
          body: { ...target, folder_name: "Payslips", new_folder_name: "Pay" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await callRoute(updateDefaultFolderName.POST, { caller: c.manager.caller, body: { new_folder_name: "Main" } }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute(updateDefaultFolderName.POST, { caller: c.admin.caller, body: { new_folder_name: "Main" } }))
        .status,
    ).toBe(200);
    const removed = await callRoute(deleteFolder.POST, {
      caller: c.admin.caller,
      body: { ...target, folder_name: "Pay" },
    });
    expect(removed.body).toMatchObject({ moved_files: 1 });
    expect((await listOf(c.admin.caller, "employee", c.alice.id)).body.folders).toEqual([
      { name: "Main", is_default: true, file_count: 2 },
    ]);
    expect(
      (await callRoute(deleteFolder.POST, { caller: c.admin.caller, body: { ...target, folder_name: "Nope" } })).status,
    ).toBe(404);
    expect(await db.auditLog.count({ where: { groupId: c.group.id, objectType: "file_folder" } })).toBe(3);
    await db.featureFlag.create({ data: { groupId: c.group.id, name: "enable_document_folders", enabled: false } });
    expect(
      (await callRoute(addFolder.POST, { caller: c.admin.caller, body: { ...target, folder_name: "Later" } })).status,
    ).toBe(403);
  });
});

describe("types, segments, search", () => {
  it("lists types, suggests types by keyword, lists segments", async () => {
    const types = await callRoute(listTypes.GET, { caller: a.admin.caller });
    expect(types.body.data).toContainEqual({ document_type: "sick_note", label: "Sick note" });
    const suggested = await callRoute(suggest.GET, {
      caller: a.admin.caller,
      params: { id: "employee" },
      query: { keyword: "pay" },
    });
    expect(suggested.body.data[0]).toBe("payslip");
    expect((await callRoute(suggest.GET, { caller: a.admin.caller, params: { id: "other" } })).status).toBe(422);
    const segs = await callRoute(segments.GET, { caller: a.admin.caller });
    expect(segs.body.data.map((s: { key: string }) => s.key)).toEqual([
      "managers",
      "language_nl",
      "language_fr",
      "language_en",
      "country_be",
      "country_nl",
    ]);
  });

  it("searches by name, type and person, within a scope, paged", async () => {
    const res = await searchFor(a.admin.caller, {
      search_term: "aerts",
      related_object_scope: "employee",
      per_page: 2,
      page: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per_page: 2 });
    expect(res.body.total).toBeGreaterThan(2);
    expect(
      res.body.data.every((f: { related_employee_name: string }) => f.related_employee_name === "Alice Aerts"),
    ).toBe(true);
    const company = await searchFor(a.admin.caller, { related_object_scope: "company_wide" });
    expect(company.body.data.every((f: { related_object: string }) => f.related_object === "company_wide")).toBe(true);
  });
});

describe("notify and forward", () => {
  it("lists the people a company document is for and mails the chosen ones from a background job", async () => {
    const c = await makePeopleCompany();
    const doc = (
      await uploadCompany(c.admin.caller, {
        filename: "Support handbook.pdf",
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [c.support.id],
      })
    ).body.file_id;
    const people = await callRoute(peopleToNotify.GET, { caller: c.admin.caller, params: { id: String(doc) } });
    expect(people.body.data.map((p: { employee_id: number }) => p.employee_id)).toEqual([c.selfEmployee.id]);
    expect(
      (await callRoute(peopleToNotify.GET, { caller: c.employee.caller, params: { id: String(doc) } })).status,
    ).toBe(403);
    expect(
      (await callRoute(notify.POST, { caller: c.admin.caller, body: { file_id: doc, employee_ids: [c.alice.id] } }))
        .status,
    ).toBe(422);
    const queued = await callRoute(notify.POST, {
      caller: c.admin.caller,
      body: { file_id: doc, employee_ids: [c.selfEmployee.id], message: "Please read" },
    });
    expect(queued.status).toBe(200);
    expect(queued.body.queued).toBe(1);
    const mail = await sink.next(c.employee.user.email, (m) => m.subject.includes("Support handbook.pdf"));
    expect(mail.text).toContain("Please read");
    expect(await db.auditLog.count({ where: { objectType: "file", objectId: String(doc), action: "notify" } })).toBe(1);
  });

  it("keeps the company's forward address and forwards visible files to it as attachments", async () => {
    const c = await makePeopleCompany();
    const own = (await uploadTo(c.admin.caller, c.alice.id, { filename: "Forward me.pdf" })).body.file_id;
    const hidden = (await uploadTo(c.admin.caller, c.bob.id, { filename: "Not for managers.pdf" })).body.file_id;
    expect((await callRoute(forward.POST, { caller: c.admin.caller, body: { file_ids: [own] } })).status).toBe(409);
    expect(
      (await callRoute(setForward.POST, { caller: c.manager.caller, body: { email: "docs@acc.test" } })).status,
    ).toBe(403);
    expect(
      (await callRoute(setForward.POST, { caller: c.admin.caller, body: { email: "not-an-address" } })).status,
    ).toBe(422);
    expect(
      (await callRoute(setForward.POST, { caller: c.admin.caller, body: { email: "Docs@Acc.test" } })).body,
    ).toEqual({ email: "docs@acc.test" });
    expect((await callRoute(getForward.GET, { caller: c.manager.caller, params: { id: String(own) } })).body).toEqual({
      file_id: own,
      email: "docs@acc.test",
    });
    expect(
      (await callRoute(forward.POST, { caller: c.manager.caller, body: { file_ids: [own, hidden] } })).status,
    ).toBe(404);
    const sent = await callRoute(forward.POST, { caller: c.manager.caller, body: { file_ids: [own] } });
    expect(sent.status).toBe(200);
    const mail = await sink.next("docs@acc.test", (m) => m.raw.includes("Forward me.pdf"));
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename="?Forward me.pdf"?/);
    expect(mail.raw).toContain(base64(samples.pdf()).slice(0, 20));
    expect(await db.auditLog.count({ where: { objectType: "file", objectId: String(own), action: "forward" } })).toBe(
      1,
    );
  });
});

describe("on S3-compatible storage", () => {
  it("uploads, downloads and deletes through the API with the bytes in the bucket (s3rver in-process)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "s3rver-docs-"));
    const server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "hr-docs", configs: [] }],
    });
    const { port } = await server.run();
    const keys = [
      "S3_ENDPOINT",
      "S3_BUCKET",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_FORCE_PATH_STYLE",
    ] as const;
    const saved = keys.map((k) => process.env[k]);
    Object.assign(process.env, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "hr-docs",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    });
    try {
      const id = (await uploadTo(a.admin.caller, a.alice.id, { filename: "In the bucket.pdf" })).body.file_id;
      const key = (await db.file.findUniqueOrThrow({ where: { id } })).storageKey;
      expect(fileStore().kind).toBe("s3");
      expect(await fileStore().get(key)).toEqual(samples.pdf());
      const res = await downloadOf(a.admin.caller, id);
      expect(res.status).toBe(200);
      expect(res.body).toBe(samples.pdf().toString());
      expect((await callRoute(del.POST, { caller: a.admin.caller, body: { file_id: id } })).status).toBe(200);
      expect(await fileStore().get(key)).toBeNull();
    } finally {
      keys.forEach((k, i) => (saved[i] === undefined ? delete process.env[k] : (process.env[k] = saved[i])));
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("review fixes: names, forwarding, settings and folders", () => {
  it("keeps names to the file's type at upload and on rename: no script extension by the back door", async () => {
    const c = await makePeopleCompany();
    const text = (name: string) =>
      uploadTo(c.admin.caller, c.alice.id, { filename: name, file_base64: base64(samples.text()) });
    // An extension of no accepted type gets the type's own added; a trailing dot does not hide one.
    expect((await text("run.jse")).body.filename).toBe("run.jse.txt");
    expect((await text("notes")).body.filename).toBe("notes.txt");
    expect((await text("payroll.bat.")).status).toBe(415);
    expect((await text("payroll.bat .")).status).toBe(415);
    const id = (await text("note.txt")).body.file_id as number;
    const rename = (filename: string) =>
      callRoute(edit.POST, { caller: c.admin.caller, body: { file_id: id, filename } });
    const refused = await rename("payroll.bat");
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty("filename");
    expect((await rename("report.pdf")).status).toBe(422);
    expect((await rename("Minutes.vbe")).body.filename).toBe("Minutes.vbe.txt");
    expect((await rename("Minutes 2026.TXT")).body.filename).toBe("Minutes 2026.TXT");
  });

  it("self-service employees cannot forward to the company's mailbox, and staff are limited per hour", async () => {
    const c = await makePeopleCompany();
    await callRoute(setForward.POST, { caller: c.admin.caller, body: { email: "docs@acc.test" } });
    const own = (
      await callRoute(upload.POST, {
        caller: c.employee.caller,
        body: {
          related_object_id: c.selfEmployee.id,
          document_type: "certificate",
          filename: "Mine.pdf",
          file_base64: base64(samples.pdf()),
        },
      })
    ).body.file_id as number;
    expect((await callRoute(forward.POST, { caller: c.employee.caller, body: { file_ids: [own] } })).status).toBe(403);
    // 100 files an hour per person, counted from the audit rows forwards leave.
    await db.auditLog.createMany({
      data: Array.from({ length: 100 }, () => ({
        groupId: c.group.id,
        actorUserId: c.admin.user.id,
        action: "forward",
        objectType: "file",
        objectId: String(own),
      })),
    });
    const limited = await callRoute(forward.POST, { caller: c.admin.caller, body: { file_ids: [own] } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
  });

  it("HR limited to some teams is like a manager for company documents and keeps no company settings", async () => {
    const c = await makePeopleCompany();
    const limited = await createUserInGroup({ group: c.group, role: "default", teamBasedAccess: true });
    await db.teamAccess.create({ data: { membershipId: limited.membership.id, teamId: c.sales.id } });
    const caller = await signInAs(limited.user.id, c.group.id);
    expect((await callRoute(setForward.POST, { caller, body: { email: "me@evil.test" } })).status).toBe(403);
    expect((await callRoute(updateDefaultFolderName.POST, { caller, body: { new_folder_name: "Mine" } })).status).toBe(
      403,
    );
    const forSupport = (
      await uploadCompany(c.admin.caller, {
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [c.support.id],
      })
    ).body.file_id as number;
    const forSales = (
      await uploadCompany(c.admin.caller, { is_visible_for_all_teams: false, visible_for_specific_teams: [c.sales.id] })
    ).body.file_id as number;
    expect((await detailOf(caller, forSupport)).status).toBe(404);
    expect((await detailOf(caller, forSales)).status).toBe(200);
  });

  it("a manager keeps no folders on their own record, and lists only the types of files they may see", async () => {
    const c = await makePeopleCompany();
    const ownFolder = await callRoute(addFolder.POST, {
      caller: c.manager.caller,
      body: { related_object: "employee", related_object_id: c.managerEmployee.id, folder_name: "Mine" },
    });
    expect(ownFolder.status).toBe(403);
    expect(
      (
        await callRoute(addFolder.POST, {
          caller: c.manager.caller,
          body: { related_object: "employee", related_object_id: c.alice.id, folder_name: "Reviews" },
        })
      ).status,
    ).toBe(200);
    await uploadTo(c.admin.caller, c.bob.id, { document_type: "Dismissal letter" });
    const types = (res: { body: { data: { document_type: string }[] } }) => res.body.data.map((t) => t.document_type);
    expect(types(await callRoute(listTypes.GET, { caller: c.admin.caller }))).toContain("Dismissal letter");
    expect(types(await callRoute(listTypes.GET, { caller: c.manager.caller }))).not.toContain("Dismissal letter");
    const suggested = await callRoute(suggest.GET, {
      caller: c.manager.caller,
      params: { id: "employee" },
      query: { keyword: "dismissal" },
    });
    expect(suggested.body.data).not.toContain("Dismissal letter");
  });
});
