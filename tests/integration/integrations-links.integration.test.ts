// Linking and unlinking people by hand, and the reference lists read routes (issue 19): a link the sync
// could not make, 409 on a person or provider person already linked, an unlink that keeps our person and
// is not undone by the next sync, a manual link lifting it; rights (read-only 403, another group's 404)
// and validation (422 naming the field).
import { uniqueSuffix } from "./helpers/db";
import {
  addBePortalIntegration,
  setUpIntegrationsHarness,
  waitForCommand,
  simPerson,
} from "../support/integrations-harness";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { generateNationalNumber } from "@/lib/be/national-number";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as importRoute from "@/app/api/integrations/[id]/import/route";
import * as link from "@/app/api/integrations/[id]/people/link/route";
import * as unlink from "@/app/api/integrations/[id]/people/unlink/route";
import * as links from "@/app/api/integrations/[id]/people/list/route";
import * as references from "@/app/api/integrations/[id]/reference_lists/list/route";

jest.setTimeout(120_000);
let sim: BePortalSimulator;

setUpIntegrationsHarness(async () => (sim = await startBePortal()));

async function setUp() {
  const group = await createGroup();
  const rights = { accessPayrollProvider: true, accessSensitiveSettings: true, accessWages: true };
  const admin = await createUserInGroup({ group, role: "admin", ...rights });
  const readOnly = await createUserInGroup({ group, role: "admin", ...rights, readOnly: true });
  const annaNn = generateNationalNumber(new Date(Date.UTC(1985, 4, 12)), "female", 302);
  const anna = await createEmployee({
    groupId: group.id,
    firstName: "Anna",
    lastName: `Peeters${uniqueSuffix()}`,
    birthDate: new Date(Date.UTC(1985, 4, 12)),
    nationalNumber: annaNn,
  });
  const carl = await createEmployee({
    groupId: group.id,
    firstName: "Carl",
    lastName: `Nobody${uniqueSuffix()}`,
    birthDate: new Date(Date.UTC(1970, 1, 1)),
    nationalNumber: null,
  });
  const customerCode = `L${uniqueSuffix()}`;
  sim.addCompany(
    makeSimCompany({
      customer_code: customerCode,
      name: "Link company",
      users: [{ username: "sync", password: "sync-pass-123", secondFactor: false }],
      people: [
        simPerson("P1", {
          national_number: annaNn,
          first_name: "Anna",
          last_name: anna.lastName,
          birth_date: "1985-05-12",
        }),
        simPerson("P2", { first_name: "Karel", last_name: "Niemand", birth_date: "1970-02-01" }),
      ],
    }),
  );
  const caller = await signInAs(admin.user.id, group.id);
  const integrationId = await addBePortalIntegration(caller, customerCode);
  return {
    group,
    admin,
    caller,
    anna,
    carl,
    readOnly: await signInAs(readOnly.user.id, group.id),
    integrationId: String(integrationId),
  };
}

async function sync(caller: Caller, integrationId: string) {
  const res = await callRoute(importRoute.POST, { caller, params: { id: integrationId }, body: { what: "people" } });
  expect(res.status).toBe(200);
  const done = await waitForCommand(caller, res.body.command.id);
  expect(done.status).toBe("succeeded");
  return done.result;
}

it("links by hand, refuses a second link, unlinks keeping our person, and the sync leaves an unlink alone", async () => {
  const s = await setUp();
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ linked_now: 1, unmatched: 1 });
  const params = { id: s.integrationId };

  const linked = await callRoute(link.POST, {
    caller: s.caller,
    params,
    body: { employee_id: s.carl.id, external_id: "P2" },
  });
  expect(linked.status).toBe(200);
  expect(linked.body.link).toMatchObject({ employee_id: s.carl.id, external_id: "P2", matched_by: "manual" });
  const again = await callRoute(link.POST, {
    caller: s.caller,
    params,
    body: { employee_id: s.carl.id, external_id: "P9" },
  });
  expect(again.status).toBe(409);
  const taken = await callRoute(link.POST, {
    caller: s.caller,
    params,
    body: { employee_id: s.anna.id, external_id: "P2" },
  });
  expect(taken.status).toBe(409);
  const listed = await callRoute(links.GET, { caller: s.caller, params });
  expect(listed.body.total).toBe(2);

  const removed = await callRoute(unlink.POST, { caller: s.caller, params, body: { employee_id: s.anna.id } });
  expect(removed.status).toBe(200);
  expect(removed.body.unlinked).toEqual({ employee_id: s.anna.id, external_id: "P1" });
  expect(await db.employee.count({ where: { id: s.anna.id, deletedAt: null } })).toBe(1);
  const audit = await db.auditLog.findFirst({ where: { groupId: s.group.id, action: "integration_unlink" } });
  expect(audit).toMatchObject({ actorUserId: s.admin.user.id, employeeId: s.anna.id });
  expect((await callRoute(unlink.POST, { caller: s.caller, params, body: { employee_id: s.anna.id } })).status).toBe(
    404,
  );

  // The next sync does not match Anna again by itself; a person linking her by hand does.
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ linked_now: 0, linked: 1 });
  const relinked = await callRoute(link.POST, {
    caller: s.caller,
    params,
    body: { employee_id: s.anna.id, external_id: "P1" },
  });
  expect(relinked.status).toBe(200);
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ linked: 2 });
});

it("serves the reference lists, and guards link, unlink and lists by right, group and input", async () => {
  const s = await setUp();
  await sync(s.caller, s.integrationId);
  const params = { id: s.integrationId };
  const departments = await callRoute(references.GET, { caller: s.caller, params, query: { kind: "department" } });
  expect(departments.status).toBe(200);
  expect(departments.body.total).toBe(4);
  expect(departments.body.data[0]).toMatchObject({ kind: "department", active: true });
  const costCentres = await callRoute(references.GET, { caller: s.caller, params, query: { kind: "cost_centre" } });
  expect(costCentres.body.total).toBe(3);
  const bad = await callRoute(references.GET, { caller: s.caller, params, query: { kind: "cars" } });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain("kind");

  // A read-only admin reads the lists but does not link.
  expect((await callRoute(references.GET, { caller: s.readOnly, params, query: { kind: "function" } })).status).toBe(
    200,
  );
  expect((await callRoute(links.GET, { caller: s.readOnly, params })).status).toBe(200);
  const refused = await callRoute(link.POST, {
    caller: s.readOnly,
    params,
    body: { employee_id: s.carl.id, external_id: "P2" },
  });
  expect(refused.status).toBe(403);

  const other = await setUp();
  const foreign = { id: s.integrationId };
  expect(
    (await callRoute(references.GET, { caller: other.caller, params: foreign, query: { kind: "department" } })).status,
  ).toBe(404);
  expect(
    (
      await callRoute(link.POST, {
        caller: other.caller,
        params: foreign,
        body: { employee_id: other.carl.id, external_id: "P2" },
      })
    ).status,
  ).toBe(404);
  // Someone else's employee in one's own integration is 404 too.
  const otherPerson = await callRoute(link.POST, {
    caller: other.caller,
    params: { id: other.integrationId },
    body: { employee_id: s.carl.id, external_id: "P2" },
  });
  expect(otherPerson.status).toBe(404);

  const invalid = await callRoute(link.POST, { caller: s.caller, params, body: { employee_id: "x", external_id: "" } });
  expect(invalid.status).toBe(422);
  expect(JSON.stringify(invalid.body)).toContain("employee_id");
  expect(await db.employeeProviderLink.count({ where: { integrationId: Number(s.integrationId) } })).toBe(1);
});
