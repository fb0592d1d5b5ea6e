// Errors in the caller's language through the real route handlers: a Dutch user's invalid IBAN names
// "IBAN" in Dutch, a refusal comes in the user's language, a signed-out call follows Accept-Language, and
// every field name an API input can carry has a label (no snake_case) in English, Dutch and French.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { db } from "@/lib/db/client";
import { createUserInGroup } from "@/prisma/seed/factories";
import { readMessages } from "@/tests/support/messages";
import * as edit from "@/app/api/employees/edit/route";
import * as add from "@/app/api/employees/add/route";
import * as openapi from "@/app/api/openapi.json/route";

let a: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
}, 60_000);

async function callerIn(language: "nl" | "fr", options: { readOnly?: boolean } = {}) {
  const u = await createUserInGroup({
    group: a.group,
    role: "admin",
    accessSensitiveSettings: true,
    readOnly: options.readOnly ?? false,
  });
  await db.user.update({ where: { id: u.user.id }, data: { language } });
  return signInAs(u.user.id, a.group.id);
}

it("an invalid IBAN in a Dutch user's session names IBAN in Dutch, with a Dutch top message", async () => {
  const caller = await callerIn("nl");
  const res = await callRoute(edit.POST, {
    caller,
    body: { employee_id: a.alice.id, iban: "BE00 0000 0000 0001", national_number: "12345678901" },
  });
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe("validation_failed");
  expect(res.body.error.message).toBe("Sommige velden zijn niet geldig");
  expect(res.body.error.fields).toEqual({
    iban: "IBAN is geen geldig IBAN",
    national_number: "Rijksregisternummer is geen geldig rijksregisternummer",
  });
  expect(res.headers.get("content-language")).toBe("nl");
});

it("a French user's missing name and the use case's own refusal come in French", async () => {
  const caller = await callerIn("fr");
  const missing = await callRoute(add.POST, { caller, body: { first_name: " ", last_name: "Dupont" } });
  expect(missing.status).toBe(422);
  expect(missing.body.error.fields.first_name).toBe("Prénom est obligatoire");
  const readOnly = await callRoute(edit.POST, {
    caller: await callerIn("fr", { readOnly: true }),
    body: { employee_id: a.alice.id, job_title: "x" },
  });
  expect(readOnly.status).toBe(403);
  expect(readOnly.body.error.message).toBe("Votre compte est en lecture seule");
});

it("the user's profile language wins over the browser's; a signed-out call follows Accept-Language", async () => {
  const caller = await callerIn("nl");
  const res = await callRoute(edit.POST, {
    caller,
    body: { employee_id: a.alice.id, iban: "nope" },
    headers: { "accept-language": "fr-BE,fr;q=0.9" },
  });
  expect(res.body.error.fields.iban).toBe("IBAN is geen geldig IBAN");
  const anonymous = await callRoute(edit.POST, {
    body: { employee_id: 1 },
    headers: { "accept-language": "fr-BE,fr;q=0.9,en;q=0.5" },
  });
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.error.message).toBe("Connectez-vous pour continuer");
});

it("every field name of every API input has a label in every language", async () => {
  const res = await callRoute(openapi.GET as never, { path: "/api/openapi.json" });
  const names = new Set<string>();
  const walk = (schema: unknown): void => {
    if (!schema || typeof schema !== "object") return;
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    if (properties) for (const name of Object.keys(properties)) names.add(name);
    for (const value of Object.values(schema)) walk(value);
  };
  for (const operations of Object.values(res.body.paths as Record<string, Record<string, any>>)) {
    for (const op of Object.values(operations)) {
      for (const parameter of op.parameters ?? []) names.add(parameter.name);
      walk(op.requestBody);
    }
  }
  expect(names.size).toBeGreaterThan(150);
  for (const locale of ["en", "nl", "fr"]) {
    const labels = readMessages(locale).fields!.labels as Record<string, string>;
    const missing = [...names].filter((name) => !labels[name]);
    expect({ locale, missing }).toEqual({ locale, missing: [] });
  }
}, 120_000);
