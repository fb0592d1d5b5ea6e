// The scope rule of bearer tokens, the PKCE check and the redirect URI rule.
import { createHash } from "node:crypto";
import { scopeForRequest } from "@/lib/oauth/scopes";
import { pkceMatches } from "@/lib/oauth/secrets";
import { isAllowedRedirectUri } from "@/lib/developer/developer.types";
import { toUrlPath } from "@/lib/openapi/route-files";

describe("scopeForRequest", () => {
  it("maps a resource prefix to read for GET and write otherwise", () => {
    expect(scopeForRequest("/api/teams/list", "GET")).toBe("teams:read");
    expect(scopeForRequest("/api/teams/add", "POST")).toBe("teams:write");
    expect(scopeForRequest("/api/employees/12/detail", "GET")).toBe("people:read");
    expect(scopeForRequest("/api/leave/request", "POST")).toBe("leave:write");
  });

  it("refuses tokens where the rule does not reach, and for writes on read-only resources", () => {
    expect(scopeForRequest("/api/accounts/switch", "POST")).toBeNull();
    expect(scopeForRequest("/api/client_apps/list", "GET")).toBeNull();
    expect(scopeForRequest("/api/employees/cross-groups", "GET")).toBeNull();
    expect(scopeForRequest("/api/notifications/markRead", "POST")).toBeNull();
    expect(scopeForRequest("/api/teamsX/list", "GET")).toBeNull();
  });

  it("lets the route's own option win", () => {
    expect(scopeForRequest("/api/teams/list", "GET", false)).toBeNull();
    expect(scopeForRequest("/api/user/me", "GET", "people:read")).toBe("people:read");
  });
});

describe("pkceMatches", () => {
  const verifier = "a".repeat(43);
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  it("accepts the verifier of the challenge only", () => {
    expect(pkceMatches(verifier, challenge)).toBe(true);
    expect(pkceMatches("b".repeat(43), challenge)).toBe(false);
    expect(pkceMatches("short", challenge)).toBe(false);
  });
});

describe("isAllowedRedirectUri", () => {
  it("wants https, or http on localhost, and no fragment", () => {
    expect(isAllowedRedirectUri("https://app.example.com/cb")).toBe(true);
    expect(isAllowedRedirectUri("http://localhost:3000/cb")).toBe(true);
    expect(isAllowedRedirectUri("http://app.example.com/cb")).toBe(false);
    expect(isAllowedRedirectUri("https://app.example.com/cb#x")).toBe(false);
    expect(isAllowedRedirectUri("javascript:alert(1)")).toBe(false);
  });
});

describe("toUrlPath", () => {
  it("turns route folders into OpenAPI paths", () => {
    expect(toUrlPath("app/api/teams/[id]/detail")).toBe("/api/teams/{id}/detail");
    expect(toUrlPath("app/api/auth/[...nextauth]")).toBe("/api/auth/{nextauth}");
  });
});
