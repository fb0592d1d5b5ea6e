/** @jest-environment node */
// Small pure pieces of single sign-on: where we may send a browser back to, the InResponseTo lookup
// hint, the public base URL and the loopback rule for plain-http issuers.
import { publicBaseUrl, safeRedirectPath } from "@/lib/federation/app-url";
import { readInResponseTo } from "@/lib/federation/consume-saml-response";
import { isLoopbackHttp } from "@/lib/federation/oidc-client";

it("keeps redirects on this site", () => {
  expect(safeRedirectPath("/account-migration?done=1")).toBe("/account-migration?done=1");
  // A NUL or an unpaired surrogate would be stored with the login attempt (500): the fallback instead.
  expect(safeRedirectPath("/people\u0000")).toBe("/");
  expect(safeRedirectPath("/people\ud800")).toBe("/");
  for (const bad of [
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    null,
    42,
    "x".repeat(3000),
  ]) {
    expect(safeRedirectPath(bad)).toBe("/");
  }
});

it("reads InResponseTo from the root Response only", () => {
  const b64 = (xml: string) => Buffer.from(xml).toString("base64");
  expect(
    readInResponseTo(b64('<samlp:Response xmlns:samlp="x" ID="_r" InResponseTo="_req1"><x/></samlp:Response>')),
  ).toBe("_req1");
  expect(readInResponseTo(b64('<Response InResponseTo="_req2"/>'))).toBe("_req2");
  expect(readInResponseTo(b64('<samlp:Response ID="_r"><a InResponseTo="_inner"/></samlp:Response>'))).toBeNull();
  expect(readInResponseTo("")).toBeNull();
});

it("uses APP_URL when set, else the configured default, forwarded only behind a trusted proxy, never the Host header", () => {
  const req = new Request("http://internal:3000/login/b2c", {
    headers: { host: "evil.example", "x-forwarded-proto": "https", "x-forwarded-host": "hr.example.be" },
  });
  // A client can send forwarded headers and Host itself: without TRUST_PROXY neither counts.
  const savedPort = process.env.PORT;
  process.env.PORT = "3456";
  expect(publicBaseUrl(req)).toBe("http://localhost:3456");
  if (savedPort === undefined) delete process.env.PORT;
  else process.env.PORT = savedPort;
  process.env.TRUST_PROXY = "1";
  try {
    expect(publicBaseUrl(req)).toBe("https://hr.example.be");
    process.env.APP_URL = "https://app.example.be/";
    expect(publicBaseUrl(req)).toBe("https://app.example.be");
  } finally {
    delete process.env.APP_URL;
    delete process.env.TRUST_PROXY;
  }
});

it("accepts plain http only for a loopback issuer", () => {
  expect(isLoopbackHttp("http://127.0.0.1:4000")).toBe(true);
  expect(isLoopbackHttp("http://localhost:4000")).toBe(true);
  expect(isLoopbackHttp("http://login.example.be")).toBe(false);
  expect(isLoopbackHttp("https://localhost")).toBe(false);
});
