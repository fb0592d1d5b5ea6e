// POST /api/securex/iam/onboard (spec section 7) through the route handler, against the BE portal simulator:
// the company is registered as a new employer by an onboard command (its live states in the history), the
// portal's customer code lands on the integration and its first login follows; bad company details are a
// 422 naming the field; a portal answering 500 fails the command with a readable reason and a retry
// succeeds; an employer the portal already knows fails readably; a second onboarding while one runs is a
// 409; read-only and switch-less admins get 403, another company's command 404; the password never leaves.
import { signInIntegrationAdmins, setUpIntegrationsHarness, waitForCommand } from "../support/integrations-harness";
import { callRoute, type Caller } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { createGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { generateEnterpriseNumber } from "@/lib/be/enterprise-number";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import * as onboard from "@/app/api/securex/iam/onboard/route";
import * as list from "@/app/api/integrations/list/route";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";
import * as history from "@/app/api/integrations/commands/[id]/history/list/route";
import * as retry from "@/app/api/integrations/commands/[id]/retry/route";

jest.setTimeout(120_000);

let sim: BePortalSimulator;
let nextNumber = 4_100_000 + Math.floor(Math.random() * 1_000_000);

setUpIntegrationsHarness(async () => (sim = await startBePortal()), { providerTimeoutMs: 700 });

async function company() {
  const group = await createGroup();
  return { group, ...(await signInIntegrationAdmins(group)) };
}

function details(extra: Record<string, unknown> = {}) {
  const kbo = generateEnterpriseNumber(nextNumber++);
  return {
    company_name: "Bakkerij Janssens",
    enterprise_number: `${kbo.slice(0, 4)}.${kbo.slice(4, 7)}.${kbo.slice(7)}`,
    vat_number: `BE${kbo}`,
    street: "Meir",
    house_number: "12",
    postal_code: "2000",
    city: "Antwerpen",
    contact_name: "An Janssens",
    contact_email: "an@janssens.example",
    contact_phone: "+32 3 123 45 67",
    password: "Portal-pass-123",
    ...extra,
  };
}

const statuses = async (caller: Caller, id: number) =>
  (await callRoute(history.GET, { caller, params: { id: String(id) }, query: { per_page: 50 } })).body.data.map(
    (h: { status: string }) => h.status,
  );

it("onboards the company: the portal's customer code lands on the integration and its first login succeeds", async () => {
  const c = await company();
  const body = details();
  const res = await callRoute(onboard.POST, { caller: c.admin, query: { background: "" }, body });
  expect(res.status).toBe(200);
  expect(res.body.command).toMatchObject({ kind: "onboard", status: "queued" });
  expect(res.body.integration).toMatchObject({ provider: "be_portal", status: "pending", source: "securex" });
  expect(JSON.stringify(res.body)).not.toContain(body.password);

  const done = await waitForCommand(c.admin, res.body.command.id, ["succeeded", "failed"]);
  expect(done.status).toBe("succeeded");
  const code = done.result.customer_code as string;
  expect(code).toMatch(/^SEC\d{6}$/);
  expect(await statuses(c.admin, done.id)).toEqual(["queued", "running", "succeeded"]);
  // The portal registered the employer with the company's details and the chosen login.
  expect(sim.company(code)).toMatchObject({ name: "Bakkerij Janssens", enterprise_number: body.vat_number.slice(2) });

  // The first login is queued just after the onboard command settled.
  let login = null;
  for (let i = 0; i < 100 && !login; i++) {
    login = await db.integrationCommand.findFirst({ where: { integrationId: res.body.integration.id, kind: "login" } });
    if (!login) await new Promise((r) => setTimeout(r, 100));
  }
  if (!login) throw new Error("no login command after the onboarding");
  expect((await waitForCommand(c.admin, login.id, ["succeeded", "failed", "login_failure"])).status).toBe("succeeded");
  const listed = await callRoute(list.GET, { caller: c.admin });
  expect(listed.body.integrations[0]).toMatchObject({
    customer_code: code,
    status: "connected",
    username: body.contact_email,
  });
  expect(JSON.stringify(listed.body)).not.toContain(body.password);

  const audit = await db.auditLog.findMany({
    where: { groupId: c.group.id, objectType: { in: ["integration", "integration_command"] } },
  });
  expect(audit.map((a) => a.action)).toEqual(
    expect.arrayContaining(["create", "integration_command", "integration_command_outcome"]),
  );
  expect(audit.every((a) => a.actorUserId === c.adminUserId)).toBe(true);
  expect(JSON.stringify(audit.map((a) => a.changes))).not.toContain(body.password);
});

it("refuses bad company details with a 422 naming the field", async () => {
  const c = await company();
  const cases: [Record<string, unknown>, string][] = [
    [{ enterprise_number: "0403.019.262" }, "enterprise_number"],
    [{ enterprise_number: "12345" }, "enterprise_number"],
    [{ vat_number: "BE0403019261" }, "vat_number"],
    [{ vat_number: "NL123456789B01" }, "vat_number"],
    [{ postal_code: "75001" }, "postal_code"],
    [{ street: " " }, "street"],
    [{ city: undefined }, "city"],
    [{ contact_email: "not-an-email" }, "contact_email"],
    [{ contact_name: "" }, "contact_name"],
    [{ contact_phone: "call me" }, "contact_phone"],
    [{ password: "short" }, "password"],
    [{ company_name: "x".repeat(101) }, "company_name"],
  ];
  for (const [extra, field] of cases) {
    const res = await callRoute(onboard.POST, { caller: c.admin, body: details(extra) });
    expect([res.status, field, Object.keys(res.body.error?.fields ?? {})]).toEqual([
      422,
      field,
      expect.arrayContaining([field]),
    ]);
  }
  expect(await db.integration.count({ where: { groupId: c.group.id } })).toBe(0);
});

it("fails readably when the portal answers 500, and a retry onboards", async () => {
  const c = await company();
  sim.setFaults({ error500: 1 });
  const res = await callRoute(onboard.POST, { caller: c.admin, body: details() });
  const failed = await waitForCommand(c.admin, res.body.command.id, ["failed", "succeeded"]);
  sim.setFaults({});
  expect(failed.status).toBe("failed");
  expect(failed.error_reason).toMatch(/portal answered with an error \(500\)/);
  const again = await callRoute(retry.POST, { caller: c.admin, params: { id: String(failed.id) }, body: {} });
  expect(again.status).toBe(200);
  const done = await waitForCommand(c.admin, failed.id, ["succeeded", "failed"]);
  expect(done.status).toBe("succeeded");
  expect(await statuses(c.admin, failed.id)).toEqual(["queued", "running", "failed", "queued", "running", "succeeded"]);
});

it("fails readably for an employer the portal already has, and a second onboarding while one runs is a 409", async () => {
  const first = await company();
  const body = details();
  const ok = await callRoute(onboard.POST, { caller: first.admin, body });
  expect((await waitForCommand(first.admin, ok.body.command.id, ["succeeded", "failed"])).status).toBe("succeeded");

  const second = await company();
  sim.setFaults({ latencyMs: 400 });
  const dup = await callRoute(onboard.POST, { caller: second.admin, body: { ...body, password: "Another-pass-1" } });
  const busy = await callRoute(onboard.POST, { caller: second.admin, body: details() });
  expect(busy.status).toBe(409);
  const refused = await waitForCommand(second.admin, dup.body.command.id, ["failed", "succeeded"]);
  sim.setFaults({});
  expect(refused.status).toBe("failed");
  expect(refused.error_reason).toMatch(/already has an employer with this enterprise number/);

  // Sent again with other details, the same pending integration is used.
  const next = await callRoute(onboard.POST, { caller: second.admin, body: details() });
  expect(next.status).toBe(200);
  expect(next.body.integration.id).toBe(dup.body.integration.id);
  expect((await waitForCommand(second.admin, next.body.command.id, ["succeeded", "failed"])).status).toBe("succeeded");
});

it("is for admins with the payroll switch who are not read-only; another company's command is a 404", async () => {
  const c = await company();
  const other = await company();
  expect((await callRoute(onboard.POST, { caller: c.readOnly, body: details() })).status).toBe(403);
  expect((await callRoute(onboard.POST, { caller: c.noSwitch, body: details() })).status).toBe(403);
  const res = await callRoute(onboard.POST, { caller: c.admin, body: details() });
  await waitForCommand(c.admin, res.body.command.id, ["succeeded", "failed"]);
  const foreign = await callRoute(commandDetail.GET, {
    caller: other.admin,
    params: { id: String(res.body.command.id) },
  });
  expect(foreign.status).toBe(404);
  expect(
    (await callRoute(retry.POST, { caller: other.admin, params: { id: String(res.body.command.id) }, body: {} }))
      .status,
  ).toBe(404);
});
