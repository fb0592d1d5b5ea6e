// Branding by host: a group's custom domain shows that company (with its reseller's colour), a reseller's
// domain shows the reseller, any other host nothing; answers are cached briefly and cleared on change.
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { createGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import {
  BRANDING_LOGO_PATH,
  BRANDING_TTL_MS,
  invalidateBrandingCache,
  resolveBranding,
} from "@/lib/branding/resolve-branding";
import * as logo from "@/app/api/selfservice/domain/logo/route";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
let suffix: string;
let reseller: { id: number; customDomain: string | null };
let group: { id: number; name: string; customDomain: string | null };

beforeAll(async () => {
  await setupTestDatabase();
  suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  reseller = await db.reseller.create({
    data: {
      name: "Partner Payroll",
      customDomain: `hr.partner${suffix}.example`,
      brandColor: "#AA3300",
      helpCentreUrl: "https://help.partner.example",
    },
  });
  const created = await createGroup({ name: "Acme Brussels", resellerId: reseller.id });
  group = await db.group.update({
    where: { id: created.id },
    data: { customDomain: `hr.acme${suffix}.example`, logo: PNG, logoMime: "image/png" },
  });
  invalidateBrandingCache();
}, 60_000);

describe("resolveBranding", () => {
  it("resolves a group's custom domain to the company, with its reseller's colour and help centre", async () => {
    expect(await resolveBranding(group.customDomain)).toEqual({
      kind: "group",
      name: "Acme Brussels",
      logoUrl: BRANDING_LOGO_PATH,
      brandColor: "#aa3300",
      helpCentreUrl: "https://help.partner.example",
      accessType: "password_and_sso",
    });
  });

  it("resolves a reseller's domain to the reseller", async () => {
    expect(await resolveBranding(reseller.customDomain)).toMatchObject({
      kind: "reseller",
      name: "Partner Payroll",
      brandColor: "#aa3300",
      logoUrl: null,
    });
  });

  it("has no branding for an unknown host or none", async () => {
    expect(await resolveBranding(`unknown${suffix}.example`)).toBeNull();
    expect(await resolveBranding(null)).toBeNull();
  });

  it("refuses a colour that is not a plain hex colour (it goes into a style attribute)", async () => {
    await db.reseller.update({ where: { id: reseller.id }, data: { brandColor: "red;background:url(x)" } });
    invalidateBrandingCache();
    expect((await resolveBranding(reseller.customDomain))?.brandColor).toBeNull();
    await db.reseller.update({ where: { id: reseller.id }, data: { brandColor: "#AA3300" } });
    invalidateBrandingCache();
  });

  it("keeps an answer for the TTL, then reads again", async () => {
    const now = Date.now();
    expect((await resolveBranding(group.customDomain, now))?.name).toBe("Acme Brussels");
    await db.group.update({ where: { id: group.id }, data: { name: "Acme Renamed" } });
    expect((await resolveBranding(group.customDomain, now + 1000))?.name).toBe("Acme Brussels");
    expect((await resolveBranding(group.customDomain, now + BRANDING_TTL_MS + 1))?.name).toBe("Acme Renamed");
    await db.group.update({ where: { id: group.id }, data: { name: "Acme Brussels" } });
    invalidateBrandingCache();
  });
});

describe("GET /api/selfservice/domain/logo", () => {
  it("serves the logo of the company whose domain the request came in on", async () => {
    const res = await callRoute(logo.GET, { headers: { host: `${group.customDomain}:443` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 on any other host (a reseller's, an unknown one)", async () => {
    expect((await callRoute(logo.GET, { headers: { host: reseller.customDomain! } })).status).toBe(404);
    expect((await callRoute(logo.GET, { headers: { host: "localhost" } })).status).toBe(404);
  });

  it("ignores X-Forwarded-Host without TRUST_PROXY", async () => {
    const res = await callRoute(logo.GET, { headers: { host: "localhost", "x-forwarded-host": group.customDomain! } });
    expect(res.status).toBe(404);
  });
});
