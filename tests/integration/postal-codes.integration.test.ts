// GET /api/postalcode/{code}/township through its route handler: any signed-in user, names in the user's
// language (else the browser's), 404 for a well-formed code that does not exist, 422 naming postal_code.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as township from "@/app/api/postalcode/[code]/township/route";

let dutch: Caller;
let french: Caller;
let noLanguage: Caller;
let employee: Caller;
let readOnly: Caller;

beforeAll(async () => {
  await setupTestDatabase();
  const group = await createGroup({});
  const as = async (options: Omit<Parameters<typeof createUserInGroup>[0], "group">) => {
    const { user } = await createUserInGroup({ group, ...options });
    // The factory turns a null language into "en"; a profile without a language is set directly.
    if (options.language === null) await db.user.update({ where: { id: user.id }, data: { language: null } });
    return signInAs(user.id, group.id);
  };
  dutch = await as({ role: "admin", language: "nl" });
  french = await as({ role: "admin", language: "fr" });
  noLanguage = await as({ role: "admin", language: null });
  employee = await as({ role: "employee", language: "en" });
  readOnly = await as({ role: "default", readOnly: true, language: "fr" });
}, 60_000);

const lookup = (
  caller: Caller | null,
  code: string,
  options: { headers?: Record<string, string>; query?: Record<string, string> } = {},
) => callRoute(township.GET, { caller, params: { code }, path: `/api/postalcode/${code}/township`, ...options });

describe("GET /api/postalcode/{code}/township", () => {
  it("answers 401 without a session", async () => {
    const res = await lookup(null, "1000");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
  });

  it("names Brussels in Dutch for a Dutch-speaking user", async () => {
    const res = await lookup(dutch, "1000");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        postal_code: "1000",
        townships: [{ name: "Brussel", municipality: "Brussel", province: "Brussels Hoofdstedelijk Gewest" }],
      },
    });
  });

  it("names Brussels in French for a French-speaking user", async () => {
    const res = await lookup(french, "1000");
    expect(res.status).toBe(200);
    expect(res.body.data.townships).toEqual([
      { name: "Bruxelles", municipality: "Bruxelles", province: "Région de Bruxelles-Capitale" },
    ]);
  });

  it("lists every section a code serves, in the user's language", async () => {
    const nl = await lookup(dutch, "2800");
    const fr = await lookup(french, "2800");
    expect(nl.body.data.townships).toEqual([
      { name: "Mechelen", municipality: "Mechelen", province: "Antwerpen" },
      { name: "Walem", municipality: "Mechelen", province: "Antwerpen" },
    ]);
    expect(fr.body.data.townships).toEqual([
      { name: "Malines", municipality: "Malines", province: "Anvers" },
      { name: "Walem", municipality: "Malines", province: "Anvers" },
    ]);
  });

  it("uses the profile language over the browser's", async () => {
    const res = await lookup(dutch, "4000", { headers: { "accept-language": "fr-BE,fr;q=0.9" } });
    expect(res.body.data.townships.map((t: { name: string }) => t.name)).toContain("Luik");
  });

  it("falls back to the browser's language when the user has none, then to English", async () => {
    const fr = await lookup(noLanguage, "9000", { headers: { "accept-language": "fr-BE,fr;q=0.9,en;q=0.5" } });
    expect(fr.body.data.townships).toEqual([{ name: "Gand", municipality: "Gand", province: "Flandre orientale" }]);
    const nl = await lookup(noLanguage, "9000", { headers: { "accept-language": "nl-BE" } });
    expect(nl.body.data.townships).toEqual([{ name: "Gent", municipality: "Gent", province: "Oost-Vlaanderen" }]);
    const en = await lookup(noLanguage, "9000");
    expect(en.body.data.townships).toEqual([{ name: "Ghent", municipality: "Ghent", province: "East Flanders" }]);
  });

  it("is open to every signed-in user, an employee and a read-only user included", async () => {
    const asEmployee = await lookup(employee, "4700");
    expect(asEmployee.status).toBe(200);
    expect(asEmployee.body.data.townships).toEqual([{ name: "Eupen", municipality: "Eupen", province: "Liège" }]);
    const asReadOnly = await lookup(readOnly, "8500");
    expect(asReadOnly.status).toBe(200);
    expect(asReadOnly.body.data.townships).toEqual([
      { name: "Courtrai", municipality: "Courtrai", province: "Flandre occidentale" },
    ]);
  });

  it.each(["1001", "9999", "1100"])("answers 404 for %s, a well-formed code that does not exist", async (code) => {
    const res = await lookup(dutch, code);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });

  it.each(["abcd", "10a0", "100", "10000", "0999", "%20100"])("answers 422 naming postal_code for %p", async (code) => {
    const res = await lookup(dutch, code);
    expect(res.status).toBe(422);
    expect(res.body.error.fields.postal_code).toEqual(expect.any(String));
  });

  it("answers 422 naming an unknown query field", async () => {
    const res = await lookup(dutch, "1000", { query: { country: "NL" } });
    expect(res.status).toBe(422);
    // The caller reads Dutch: the refusal names the field by its Dutch label.
    expect(res.body.error.fields.country).toBe("Land is geen veld van dit formulier");
  });

  it("refuses other methods than GET", async () => {
    expect(Object.keys(township)).toEqual(["GET"]);
  });
});
