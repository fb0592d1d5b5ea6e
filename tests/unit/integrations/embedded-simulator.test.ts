/** @jest-environment node */
// When `npm start` serves the BE portal simulator: on the embedded database or when asked for, never when a
// portal is named, and never unasked on PostgreSQL (a production install must not send credentials to a fake).
import { wantsEmbeddedNlSimulator, wantsEmbeddedSimulator } from "@/lib/integrations/simulators/start-embedded";

const POSTGRES = "postgresql://postgres@127.0.0.1:5432/hr";

describe("wantsEmbeddedSimulator", () => {
  const saved = process.env.DATABASE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it("serves it on the embedded default (PGlite)", () => {
    delete process.env.DATABASE_URL;
    expect(wantsEmbeddedSimulator({})).toBe(true);
  });

  it("does not serve it on PostgreSQL unless BE_PORTAL_SIMULATOR=1", () => {
    process.env.DATABASE_URL = POSTGRES;
    expect(wantsEmbeddedSimulator({})).toBe(false);
    expect(wantsEmbeddedSimulator({ BE_PORTAL_SIMULATOR: "0" })).toBe(false);
    expect(wantsEmbeddedSimulator({ BE_PORTAL_SIMULATOR: "1" })).toBe(true);
  });

  it("never serves it when BE_PORTAL_URL names a portal", () => {
    delete process.env.DATABASE_URL;
    expect(wantsEmbeddedSimulator({ BE_PORTAL_URL: "https://portal.example/api" })).toBe(false);
    expect(wantsEmbeddedSimulator({ BE_PORTAL_URL: "https://portal.example/api", BE_PORTAL_SIMULATOR: "1" })).toBe(
      false,
    );
  });

  it("serves the NL payroll simulator under the same conditions, never when NL_PAYROLL_URL names an API", () => {
    delete process.env.DATABASE_URL;
    expect(wantsEmbeddedNlSimulator({})).toBe(true);
    expect(wantsEmbeddedNlSimulator({ NL_PAYROLL_URL: "https://api.example/v2" })).toBe(false);
    process.env.DATABASE_URL = POSTGRES;
    expect(wantsEmbeddedNlSimulator({})).toBe(false);
    expect(wantsEmbeddedNlSimulator({ NL_PAYROLL_SIMULATOR: "1" })).toBe(true);
    expect(wantsEmbeddedNlSimulator({ BE_PORTAL_SIMULATOR: "1" })).toBe(true);
  });
});
