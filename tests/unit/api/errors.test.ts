/** @jest-environment node */
import { z } from "zod";
import { AppError, errorBody, ERROR_STATUS } from "@/lib/api/errors";
import { toAppError } from "@/lib/api/to-app-error";
import { fieldsFromZodError } from "@/lib/api/zod-errors";
import { diffFields } from "@/lib/audit/record-audit";
import { pickLocale, localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { isLegacyApiPath, legacyApiRewrites } from "@/lib/api/legacy-paths";

describe("AppError and its HTTP mapping", () => {
  it("maps codes to statuses", () => {
    expect(new AppError("validation_failed", "x").status).toBe(422);
    expect(new AppError("read_only", "x").status).toBe(403);
    expect(AppError.notFound().status).toBe(404);
    expect(ERROR_STATUS.payload_too_large).toBe(413);
  });

  it("builds the error body with fields only when present", () => {
    expect(errorBody(new AppError("forbidden", "No"))).toEqual({ error: { code: "forbidden", message: "No" } });
    expect(errorBody(AppError.validation({ name: "name is required" }))).toEqual({
      error: { code: "validation_failed", message: "Some fields are not valid", fields: { name: "name is required" } },
    });
  });

  it("turns zod errors into a 422 naming each field, unknown keys included", () => {
    const schema = z.object({ name: z.string().min(1, { error: "name is required" }), n: z.number() }).strict();
    const result = schema.safeParse({ name: "", n: "x", extra: 1 });
    expect(result.success).toBe(false);
    const fields = fieldsFromZodError(result.error!);
    expect(fields.name).toBe("name is required");
    expect(fields.n).toBeDefined();
    expect(fields.extra).toMatch(/Unknown field/);
    expect(toAppError(result.error).status).toBe(422);
  });

  it("maps Prisma's not-found and unique errors, and hides unknown errors behind a 500", () => {
    expect(toAppError({ code: "P2025" }).status).toBe(404);
    expect(toAppError({ code: "P2002" }).status).toBe(409);
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const unknown = toAppError(new Error("db password is hunter2"));
    expect(unknown.status).toBe(500);
    expect(unknown.message).not.toContain("hunter2");
    spy.mockRestore();
  });
});

describe("audit diff", () => {
  it("lists only changed fields with from and to", () => {
    expect(diffFields({ name: "A", x: 1 }, { name: "B", x: 1 })).toEqual({ name: { from: "A", to: "B" } });
    expect(diffFields(null, { name: "A" })).toEqual({ name: { from: null, to: "A" } });
    expect(diffFields({ d: new Date("2026-01-01T00:00:00Z") }, { d: new Date("2026-01-01T00:00:00Z") })).toEqual({});
  });
});

describe("locale choice", () => {
  it("prefers the profile language, then the browser, then English", () => {
    expect(pickLocale("fr", "nl-BE")).toBe("fr");
    expect(pickLocale(null, "de-DE,nl-BE;q=0.8,fr;q=0.5")).toBe("nl");
    expect(pickLocale(null, "de")).toBe("en");
    expect(localeFromAcceptLanguage("fr-BE;q=0.4, nl;q=0.9")).toBe("nl");
  });
});

describe("legacy paths without /api", () => {
  it("rewrites spec paths to handlers under /api and leaves pages alone", () => {
    expect(isLegacyApiPath("/user/details")).toBe(true);
    expect(isLegacyApiPath("/admin/user/invite")).toBe(true);
    expect(isLegacyApiPath("/user/email_invites/1/abc")).toBe(false);
    expect(isLegacyApiPath("/settings")).toBe(false);
    expect(legacyApiRewrites()).toContainEqual({ source: "/user/details", destination: "/api/user/details" });
  });
});

describe("error responses", () => {
  it("carry X-Toast-Timeout only when the error sets it, and the error body", async () => {
    const { errorResponse } = await import("@/lib/api/route");
    const plain = errorResponse(AppError.notFound("Team"));
    expect(plain.status).toBe(404);
    expect(plain.headers.get("X-Toast-Timeout")).toBeNull();
    expect(await plain.json()).toEqual({ error: { code: "not_found", message: "Team not found" } });
    const sticky = errorResponse(new AppError("conflict", "Locked", { toastTimeoutMs: 0 }));
    expect(sticky.headers.get("X-Toast-Timeout")).toBe("0");
  });
});
