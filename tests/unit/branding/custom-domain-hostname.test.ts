// The custom-domain hostname rule (spec section 3): normalisation and every refusal.
import { hostnameProblem, normaliseHostname } from "@/lib/security-settings/custom-domain-hostname";
import { hostOnly, requestHost } from "@/lib/branding/request-host";

const APP = "app.hrplatform.test";

describe("normaliseHostname", () => {
  it("trims, lower-cases and drops the root dot", () => {
    expect(normaliseHostname("  HR.Acme.BE. ")).toBe("hr.acme.be");
  });
});

describe("hostnameProblem", () => {
  it.each(["hr.acme.be", "a.b", "x-1.acme-corp.co.uk", `${"a".repeat(63)}.example.com`, "hrplatform.test.acme.be"])(
    "accepts %s",
    (host) => {
      expect(hostnameProblem(host, APP)).toBeNull();
    },
  );

  it.each([
    ["", /required/],
    ["localhost", /dot/],
    ["10.0.0.1", /IP address/],
    ["[::1]", /hostname/],
    ["hr.acme.be:8080", /port/],
    ["hr.acme.be/path", /path/],
    ["user@hr.acme.be", /hostname/],
    [`${"a".repeat(64)}.example.com`, /1 to 63/],
    ["hr..acme.be", /1 to 63/],
    ["hr_x.acme.be", /letters, digits/],
    ["-hr.acme.be", /letters, digits/],
    ["hr-.acme.be", /letters, digits/],
    ["HR.acme.be", /letters, digits/],
    [`${"a.".repeat(127)}be`, /too long/],
    [APP, /own domain/],
    [`acme.${APP}`, /own domain/],
  ])("refuses %s", (host, message) => {
    expect(hostnameProblem(host, APP)).toMatch(message);
  });

  it("has no own-domain rule without APP_URL", () => {
    expect(hostnameProblem(APP, null)).toBeNull();
  });
});

describe("requestHost", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it("reads Host without port, lower-case", () => {
    expect(requestHost(headers({ host: "HR.Acme.be:3000" }))).toBe("hr.acme.be");
    expect(hostOnly("[::1]:3000")).toBe("[::1]");
    expect(hostOnly("")).toBeNull();
  });

  it("ignores X-Forwarded-Host unless TRUST_PROXY=1", () => {
    delete process.env.TRUST_PROXY;
    expect(requestHost(headers({ host: "app.test", "x-forwarded-host": "evil.example" }))).toBe("app.test");
    process.env.TRUST_PROXY = "1";
    expect(requestHost(headers({ host: "app.test", "x-forwarded-host": "hr.acme.be, proxy.internal" }))).toBe(
      "hr.acme.be",
    );
  });
});

describe("brandStyle", () => {
  it("sets the brand variables from the host's colour, nothing without one", async () => {
    const { brandStyle } = await import("@/lib/branding/brand-style");
    const branding = {
      kind: "reseller" as const,
      name: "P",
      logoUrl: null,
      brandColor: "#aa3300",
      helpCentreUrl: null,
      accessType: null,
    };
    expect(brandStyle(branding)).toMatchObject({ "--color-brand-600": "#aa3300", "--brand-color": "#aa3300" });
    expect(brandStyle({ ...branding, brandColor: null })).toBeUndefined();
    expect(brandStyle(null)).toBeUndefined();
  });
});
