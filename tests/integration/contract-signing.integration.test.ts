// Contract signing through the route handlers on a real database (issue 21): HR sends a contract (its PDF
// made from the company's template and stored with its SHA-256), the employee reads and signs it (typed
// name + consent; evidence on the request and in the audit log; the signed PDF in their documents; HR
// notified) or declines it with a reason (HR notified; re-send allowed). Gates: rights, read-only,
// another group's ids (404), only the employee concerned may sign, a second sign 409, bad input 422.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { createEmployee, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { fileStore } from "@/lib/storage/file-store";
import { backgroundMailSettled } from "@/lib/mail/send-mail";
import { outboxDir } from "@/lib/mail/outbox";
import * as add from "@/app/api/integrations/contracts/add/route";
import * as send from "@/app/api/contracts/[id]/signatures/send/route";
import * as listOfContract from "@/app/api/contracts/[id]/signatures/route";
import * as mine from "@/app/api/contracts/signatures/mine/route";
import * as pdf from "@/app/api/contracts/signatures/[request_id]/pdf/route";
import * as sign from "@/app/api/contracts/signatures/[request_id]/sign/route";
import * as decline from "@/app/api/contracts/signatures/[request_id]/decline/route";
import * as cancel from "@/app/api/contracts/signatures/[request_id]/cancel/route";
import * as deleteBe from "@/app/api/integrations/contracts/belgium_only/delete/route";
import * as template from "@/app/api/contracts/template/route";
import * as preview from "@/app/api/contracts/template/preview/route";

type Signer = { id: number; name: string; caller: Caller; userId: string };

let a: HistoryCompany;
let b: HistoryCompany;
let noor: Signer;
let other: Signer;
let readOnlySigner: Signer;

async function signer(company: HistoryCompany, first: string, last: string, extra: Record<string, unknown> = {}) {
  const person = await createEmployee({ groupId: company.group.id, firstName: first, lastName: last });
  const u = await createUserInGroup({ group: company.group, role: "employee", employeeId: person.id, ...extra });
  return {
    id: person.id,
    name: `${first} ${last}`,
    caller: await signInAs(u.user.id, company.group.id),
    userId: u.user.id,
  };
}

async function contractFor(company: HistoryCompany, employeeId: number, start = "01/03/2026") {
  const res = await callRoute(add.POST, {
    caller: company.payroll.caller,
    body: {
      employee_id: employeeId,
      contract_type: "fixed_term",
      employment_type: "employee",
      joint_committee: "200",
      start_date: start,
      end_date: "31/12/2026",
      weekly_schedule: [456, 456, 456, 456, 456, 0, 0],
      days_per_week: 5,
      hours_per_week: "38",
      base_wage: "3200,00",
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

const sendIt = (caller: Caller, contractId: number) =>
  callRoute(send.POST, { caller, body: {}, params: { id: String(contractId) } });
const signIt = (s: Signer, requestId: number, body: Record<string, unknown> = {}) =>
  callRoute(sign.POST, {
    caller: s.caller,
    body: { typed_name: s.name, consent: true, ...body },
    params: { request_id: String(requestId) },
    headers: { "user-agent": "Jest/Signer 1.0", "x-hr-remote-addr": "203.0.113.7" },
  });

/** The newest .eml in the developer outbox addressed to `to`, quoted-printable decoded. */
async function newestOutboxMail(to: string): Promise<string> {
  const dir = outboxDir();
  const files = (await readdir(dir))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), "latin1");
    const text = Buffer.from(
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
    if (new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(text)) return text;
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
  noor = await signer(a, "Noor", "Jansen");
  other = await signer(a, "Omar", "Other");
  readOnlySigner = await signer(a, "Rita", "Reader", { readOnly: true });
}, 60_000);

describe("sending, reading and signing", () => {
  let contractId: number;
  let requestId: number;

  it("HR sends: a PDF made from the template, stored with its hash, audited, the employee notified", async () => {
    contractId = await contractFor(a, noor.id);
    const res = await sendIt(a.payroll.caller, contractId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      contract_id: contractId,
      employee_id: noor.id,
      status: "sent",
      language: "en",
    });
    requestId = res.body.data.id;
    const row = await db.contractSignatureRequest.findUniqueOrThrow({ where: { id: requestId } });
    expect(row.renderedText).toContain("Between");
    expect(row.renderedText).toContain("Noor Jansen");
    expect(row.renderedText).toContain("fixed-term");
    expect(row.renderedText).toContain("31/12/2026");
    const bytes = await fileStore().get(row.storageKey);
    expect(createHash("sha256").update(bytes!).digest("hex")).toBe(row.documentSha256);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { groupId: a.group.id, objectType: "contract_signature", objectId: String(requestId) },
    });
    expect(audit).toMatchObject({ action: "send_for_signature", actorUserId: a.payroll.user.id, employeeId: noor.id });
    const note = await db.notification.findFirstOrThrow({
      where: { userId: noor.userId, type: "contract_signature_requested" },
    });
    expect(note.targetUrl).toBe(`/account/contracts/${requestId}`);
    const listed = await callRoute(listOfContract.GET, {
      caller: a.readOnly.caller,
      params: { id: String(contractId) },
    });
    expect(listed.body).toMatchObject({ state: "sent", data: [{ id: requestId }] });
  });

  it("refuses a second send while one waits (409)", async () => {
    expect((await sendIt(a.payroll.caller, contractId)).status).toBe(409);
  });

  it("shows the employee their own requests and the PDF; nobody else's", async () => {
    const own = await callRoute(mine.GET, { caller: noor.caller });
    expect(own.body.data.map((r: { id: number }) => r.id)).toEqual([requestId]);
    expect((await callRoute(mine.GET, { caller: other.caller })).body.data).toEqual([]);
    const file = await callRoute(pdf.GET, { caller: noor.caller, params: { request_id: String(requestId) } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(String(file.body).startsWith("%PDF-")).toBe(true);
    expect((await callRoute(pdf.GET, { caller: other.caller, params: { request_id: String(requestId) } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(pdf.GET, { caller: a.payroll.caller, params: { request_id: String(requestId) } })).status,
    ).toBe(200);
    expect(
      (await callRoute(pdf.GET, { caller: b.payroll.caller, params: { request_id: String(requestId) } })).status,
    ).toBe(404);
  });

  it.each([
    [{ consent: false }, "consent", /consent is required/i],
    [{ consent: undefined }, "consent", /consent is required/i],
    [{ typed_name: "" }, "typed_name", /required/],
    [{ typed_name: "x".repeat(201) }, "typed_name", /at most 200/],
    [{ typed_name: "Someone Else" }, "typed_name", /Noor Jansen/],
    [{ extra: 1 }, "extra", /.+/],
  ])("refuses %j with 422 naming %s", async (patch, field, message) => {
    const res = await signIt(noor, requestId, patch);
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toMatch(message);
  });

  it("lets only the employee concerned sign: another employee, HR and another group get 404", async () => {
    expect((await signIt({ ...other, name: "Noor Jansen" }, requestId)).status).toBe(404);
    const hr = await callRoute(sign.POST, {
      caller: a.payroll.caller,
      body: { typed_name: "Noor Jansen", consent: true },
      params: { request_id: String(requestId) },
    });
    expect(hr.status).toBe(404);
    expect((await signIt({ ...b.employee, id: 0, name: "Noor Jansen", userId: "" }, requestId)).status).toBe(404);
  });

  it("refuses an admin impersonating the employee: signing and declining are the person's own acts (403)", async () => {
    const impersonated = await signInAs(noor.userId, a.group.id, a.admin.user.id);
    expect((await signIt({ ...noor, caller: impersonated }, requestId)).status).toBe(403);
    const declined = await callRoute(decline.POST, {
      caller: impersonated,
      body: { decline_reason: "Not me" },
      params: { request_id: String(requestId) },
    });
    expect(declined.status).toBe(403);
    const row = await db.contractSignatureRequest.findUniqueOrThrow({ where: { id: requestId } });
    expect(row.status).toBe("sent");
  });

  it("signs: evidence recorded and audited, the signed PDF (with a signature page) in the person's documents, HR notified", async () => {
    const res = await signIt(noor, requestId, { typed_name: "  noor JANSEN " });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "signed",
      signed_name: "noor JANSEN",
      signed_ip: "203.0.113.7",
      signed_user_agent: "Jest/Signer 1.0",
    });
    const row = await db.contractSignatureRequest.findUniqueOrThrow({ where: { id: requestId } });
    const file = await db.file.findUniqueOrThrow({ where: { id: row.signedFileId! } });
    expect(file).toMatchObject({
      groupId: a.group.id,
      relatedObject: "employee",
      employeeId: noor.id,
      documentType: "contract",
      mimeType: "application/pdf",
      sha256: row.signedSha256,
    });
    const signed = await fileStore().get(file.storageKey);
    const original = await fileStore().get(row.storageKey);
    const pages = async (bytes: Buffer | null) => (await PDFDocument.load(new Uint8Array(bytes!))).getPageCount();
    expect(await pages(signed)).toBe((await pages(original)) + 1);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { groupId: a.group.id, objectType: "contract_signature", objectId: String(requestId), action: "sign" },
    });
    expect(audit.actorUserId).toBe(noor.userId);
    expect(audit.changes).toMatchObject({
      ip: { to: "203.0.113.7" },
      user_agent: { to: "Jest/Signer 1.0" },
      document_sha256: { to: row.documentSha256 },
      signed_name: { to: "noor JANSEN" },
    });
    const told = await db.notification.findMany({ where: { groupId: a.group.id, type: "contract_signed" } });
    expect(told.map((n) => n.userId)).toContain(a.payroll.user.id);
    expect(told.map((n) => n.userId)).not.toContain(noor.userId);
    expect(told[0]!.targetUrl).toBe(`/people/${noor.id}?tab=contracts`);
  });

  it("answers 409 to a second sign, a decline after signing, a cancel, and a re-send of a signed contract", async () => {
    expect((await signIt(noor, requestId)).status).toBe(409);
    const late = await callRoute(decline.POST, {
      caller: noor.caller,
      body: { decline_reason: "Changed my mind" },
      params: { request_id: String(requestId) },
    });
    expect(late.status).toBe(409);
    expect(
      (await callRoute(cancel.POST, { caller: a.payroll.caller, body: {}, params: { request_id: String(requestId) } }))
        .status,
    ).toBe(409);
    expect((await sendIt(a.payroll.caller, contractId)).status).toBe(409);
  });

  it("keeps a signed contract: its delete answers 409 (the signature evidence would go with it)", async () => {
    const refused = await callRoute(deleteBe.POST, { caller: a.payroll.caller, body: { contract_id: contractId } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({ contract_id: "signed by the employee" });
    expect(await db.contract.count({ where: { id: contractId } })).toBe(1);
  });

  it("serves the signed copy to the employee and HR", async () => {
    const res = await callRoute(pdf.GET, {
      caller: noor.caller,
      params: { request_id: String(requestId) },
      query: { signed: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/Contract Noor Jansen signed/);
  });
});

describe("declining, cancelling and sending again", () => {
  it("declines with a reason (required), notifies HR, and the contract may be sent again", async () => {
    const contractId = await contractFor(a, other.id);
    const first = (await sendIt(a.payroll.caller, contractId)).body.data.id;
    const empty = await callRoute(decline.POST, {
      caller: other.caller,
      body: { decline_reason: "   " },
      params: { request_id: String(first) },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.decline_reason).toMatch(/required/);
    const res = await callRoute(decline.POST, {
      caller: other.caller,
      body: { decline_reason: "The wage is wrong" },
      params: { request_id: String(first) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "declined", decline_reason: "The wage is wrong" });
    const note = await db.notification.findFirstOrThrow({
      where: { groupId: a.group.id, type: "contract_declined", userId: a.payroll.user.id },
    });
    expect(note.params).toMatchObject({ reason: "The wage is wrong" });
    const again = await sendIt(a.payroll.caller, contractId);
    expect(again.status).toBe(200);
    const second = again.body.data.id;
    expect(second).not.toBe(first);
    const cancelled = await callRoute(cancel.POST, {
      caller: a.payroll.caller,
      body: {},
      params: { request_id: String(second) },
    });
    expect(cancelled.body.data.status).toBe("cancelled");
    expect((await signIt(other, second)).status).toBe(409);
    expect((await sendIt(a.payroll.caller, contractId)).status).toBe(200);
  });
});

describe("gates", () => {
  it("refuses HR without the contracts right, read-only users, and another group's ids", async () => {
    const contractId = await contractFor(a, readOnlySigner.id);
    expect((await sendIt(a.hr.caller, contractId)).status).toBe(403);
    expect((await sendIt(a.readOnly.caller, contractId)).status).toBe(403);
    expect((await sendIt(a.employee.caller, contractId)).status).toBe(403);
    expect((await sendIt(b.payroll.caller, contractId)).status).toBe(404);
    expect(
      (await callRoute(listOfContract.GET, { caller: b.payroll.caller, params: { id: String(contractId) } })).status,
    ).toBe(404);
    const sent = await sendIt(a.payroll.caller, contractId);
    const requestId = String(sent.body.data.id);
    expect(
      (await callRoute(cancel.POST, { caller: b.payroll.caller, body: {}, params: { request_id: requestId } })).status,
    ).toBe(404);
    expect(
      (await callRoute(cancel.POST, { caller: a.readOnly.caller, body: {}, params: { request_id: requestId } })).status,
    ).toBe(403);
    // A read-only employee reads their contract but cannot sign or decline it.
    expect(
      (await callRoute(pdf.GET, { caller: readOnlySigner.caller, params: { request_id: requestId } })).status,
    ).toBe(200);
    expect((await signIt(readOnlySigner, Number(requestId))).status).toBe(403);
  });

  it("refuses to send to a person without an account in the app (409)", async () => {
    const contractId = await contractFor(a, a.carol.id);
    const res = await sendIt(a.payroll.caller, contractId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/account/);
  });

  it("answers 422 for a malformed id", async () => {
    const res = await callRoute(send.POST, { caller: a.payroll.caller, body: {}, params: { id: "abc" } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.id).toMatch(/not valid/);
  });
});

describe("in the employee's language, and by mail", () => {
  let dutch: Signer;
  let contractId: number;
  let requestId: number;

  beforeAll(async () => {
    dutch = await signer(a, "Daan", "Peeters");
    await db.user.update({ where: { id: dutch.userId }, data: { language: "nl" } });
  });

  it("mails the employee a link to the contract to sign, in their language (no SMTP: an .eml in the outbox)", async () => {
    contractId = await contractFor(a, dutch.id);
    const sent = await sendIt(a.payroll.caller, contractId);
    expect(sent.status).toBe(200);
    requestId = sent.body.data.id;
    await backgroundMailSettled();
    const email = (await db.user.findUniqueOrThrow({ where: { id: dutch.userId } })).email;
    const mail = await newestOutboxMail(email);
    expect(mail).toMatch(/^Subject: .*heeft je je contract gestuurd om te ondertekenen/m);
    expect(mail).toContain(`/account/contracts/${requestId}`);
    expect(mail).toContain("Je contract lezen en ondertekenen");
    // The bell as well.
    const note = await db.notification.findFirstOrThrow({
      where: { userId: dutch.userId, type: "contract_signature_requested" },
    });
    expect(note.targetUrl).toBe(`/account/contracts/${requestId}`);
  });

  it("answers a wrong typed name (422) and a second sign (409) in the signer's language", async () => {
    const wrong = await signIt(dutch, requestId, { typed_name: "Iemand Anders" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.typed_name).toBe("Typ uw naam zoals die op de overeenkomst staat: Daan Peeters");
    expect(wrong.body.error.message).toBe("Sommige velden zijn niet geldig");
    expect((await signIt(dutch, requestId)).status).toBe(200);
    const again = await signIt(dutch, requestId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Dit contract is al ondertekend");
    expect(again.headers.get("content-language")).toBe("nl");
    // HR in French hears the resend refusal in French; an English reader keeps the English text.
    const french = await createUserInGroup({ group: a.group, role: "default", accessWages: true });
    await db.user.update({ where: { id: french.user.id }, data: { language: "fr" } });
    const resend = await sendIt(await signInAs(french.user.id, a.group.id), contractId);
    expect(resend.status).toBe(409);
    expect(resend.body.error.message).toBe("Ce contrat est déjà signé");
    expect((await sendIt(a.payroll.caller, contractId)).body.error.message).toBe("This contract is already signed");
  });
});

describe("the contract template", () => {
  it("starts from the built-in text, saves the company's own (unknown placeholders refused), previews, and the next contract uses it", async () => {
    const initial = await callRoute(template.GET, { caller: a.payroll.caller });
    expect(initial.body).toMatchObject({ custom: false });
    expect(initial.body.template_text).toContain("{{person}}");
    const bad = await callRoute(template.POST, {
      caller: a.payroll.caller,
      body: { template_text: "Hi {{nickname}}" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.template_text).toMatch(/nickname/);
    expect(
      (await callRoute(template.POST, { caller: a.readOnly.caller, body: { template_text: "X {{person}}" } })).status,
    ).toBe(403);
    expect(
      (await callRoute(template.POST, { caller: a.hr.caller, body: { template_text: "X {{person}}" } })).status,
    ).toBe(403);
    const saved = await callRoute(template.POST, {
      caller: a.payroll.caller,
      body: { template_text: "ACME CONTRACT\n\n{{company}} employs {{person}} from {{start_date}}." },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.custom).toBe(true);
    expect((await callRoute(template.GET, { caller: b.payroll.caller })).body.custom).toBe(false);
    const shown = await callRoute(preview.POST, {
      caller: a.readOnly.caller,
      body: { template_text: "T\n{{person}}" },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("application/pdf");
    const person = await signer(a, "Tess", "Template");
    const contractId = await contractFor(a, person.id);
    const sent = await sendIt(a.payroll.caller, contractId);
    const row = await db.contractSignatureRequest.findUniqueOrThrow({ where: { id: sent.body.data.id } });
    expect(row.renderedText).toBe(`ACME CONTRACT\n\n${a.group.name} employs Tess Template from 01/03/2026.`);
    const reset = await callRoute(template.POST, { caller: a.payroll.caller, body: { template_text: null } });
    expect(reset.body.custom).toBe(false);
  });
});
