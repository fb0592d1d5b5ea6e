/** @jest-environment node */
import { assertSameSiteWrite, isHttpsRequest, readCookie } from "@/lib/api/request-checks";
import { isJsonMediaType } from "@/lib/api/read-input";
import { sessionIdleMs, sessionMaxMs } from "@/lib/auth/session-settings";

const req = (method: string, headers: Record<string, string> = {}, url = "http://app.example/api/x") =>
  new Request(url, { method, headers });

describe("writes from other sites", () => {
  it("lets reads and header-less script writes through", () => {
    expect(() => assertSameSiteWrite(req("GET", { origin: "https://evil.example" }))).not.toThrow();
    expect(() => assertSameSiteWrite(req("POST"))).not.toThrow();
  });
  it("accepts the app's own origin, also behind a proxy we run (TRUST_PROXY=1)", () => {
    expect(() => assertSameSiteWrite(req("POST", { origin: "http://app.example", host: "app.example" }))).not.toThrow();
    process.env.TRUST_PROXY = "1";
    try {
      expect(() =>
        assertSameSiteWrite(
          req("POST", { origin: "https://hr.acme.be", "x-forwarded-host": "hr.acme.be", host: "10.0.0.2:3000" }),
        ),
      ).not.toThrow();
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
  it("ignores X-Forwarded-Host without TRUST_PROXY: a client cannot vouch for its own Origin", () => {
    expect(() =>
      assertSameSiteWrite(
        req("POST", { origin: "https://evil.example", "x-forwarded-host": "evil.example", host: "app.example" }),
      ),
    ).toThrow(/other sites/);
  });
  it("refuses the opaque Origin: null (sandboxed frames, data: pages)", () => {
    expect(() => assertSameSiteWrite(req("POST", { origin: "null", host: "app.example" }))).toThrow(/other sites/);
  });
  it("refuses another origin, a sibling subdomain, a garbled origin and Sec-Fetch-Site cross-site", () => {
    expect(() => assertSameSiteWrite(req("POST", { origin: "https://evil.example", host: "app.example" }))).toThrow(
      /other sites/,
    );
    expect(() =>
      assertSameSiteWrite(req("POST", { origin: "https://other.app.example", host: "app.example" })),
    ).toThrow();
    expect(() => assertSameSiteWrite(req("POST", { origin: "not a url", host: "app.example" }))).toThrow();
    expect(() => assertSameSiteWrite(req("POST", { "sec-fetch-site": "cross-site" }))).toThrow();
  });
});

describe("request details", () => {
  it("recognises JSON media types only", () => {
    expect(isJsonMediaType("application/json")).toBe(true);
    expect(isJsonMediaType("application/json; charset=utf-8")).toBe(true);
    expect(isJsonMediaType("application/merge-patch+json")).toBe(true);
    expect(isJsonMediaType("text/plain; charset=json")).toBe(false);
    expect(isJsonMediaType("application/x-www-form-urlencoded")).toBe(false);
    expect(isJsonMediaType(null)).toBe(false);
  });
  it("reads cookies and treats undecodable values as absent", () => {
    expect(readCookie(req("GET", { cookie: "a=1; b=x%20y" }), "b")).toBe("x y");
    expect(readCookie(req("GET", { cookie: "b=%E0%A4%A" }), "b")).toBeUndefined();
    expect(readCookie(req("GET"), "b")).toBeUndefined();
  });
  it("detects https directly or through a proxy", () => {
    expect(isHttpsRequest(req("GET", {}, "https://a.example/x"))).toBe(true);
    expect(isHttpsRequest(req("GET", { "x-forwarded-proto": "https" }))).toBe(true);
    expect(isHttpsRequest(req("GET"))).toBe(false);
  });
});

describe("session lifetimes from the environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  it("defaults to 30 minutes idle and 12 hours in all", () => {
    delete process.env.SESSION_IDLE_MINUTES;
    delete process.env.SESSION_MAX_HOURS;
    expect(sessionIdleMs()).toBe(30 * 60_000);
    expect(sessionMaxMs()).toBe(12 * 3_600_000);
  });
  it("refuses a value that is not a positive number instead of switching the timeout off", () => {
    process.env.SESSION_IDLE_MINUTES = "thirty";
    expect(() => sessionIdleMs()).toThrow(/SESSION_IDLE_MINUTES/);
    process.env.SESSION_MAX_HOURS = "0";
    expect(() => sessionMaxMs()).toThrow();
  });
});
