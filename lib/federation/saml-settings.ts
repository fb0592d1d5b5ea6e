// The group's SAML identity provider settings (spec section 3: entity_id, single_sign_on_url, certificate):
// GET /api/settings/selfservice/saml/getSamlSetting and POST .../setSamlSetting, admins only. The answer
// also tells the admin what to enter at their identity provider (our entity ID, ACS URL, metadata).
import { X509Certificate } from "node:crypto";
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { checkCertificate } from "./saml-certificate";
import { samlServiceProviderUrls } from "./saml-service-provider";

const isLoopback = (url: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

export const ZSamlSettingInput = z.strictObject({
  entity_id: z.string().trim().min(1, "entity_id is required").max(1024),
  single_sign_on_url: z
    .string()
    .trim()
    .min(1, "single_sign_on_url is required")
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url));
      } catch {
        return false;
      }
    }, "single_sign_on_url must be an https URL"),
  certificate: z.string().min(1, "certificate is required").max(20_000),
});

export async function getSamlSetting(ctx: RequestContext, baseUrl: string) {
  const row = await db.samlSetting.findUnique({ where: { groupId: ctx.group.id } });
  const check = row ? checkCertificate(row.certificate) : null;
  return {
    data: row
      ? {
          entity_id: row.entityId,
          single_sign_on_url: row.singleSignOnUrl,
          certificate: row.certificate,
          certificate_subject: check?.ok ? check.subject : null,
          certificate_valid_to: check?.ok ? check.validTo.toISOString() : null,
          certificate_expired: !check?.ok,
          updated_at: row.updatedAt.toISOString(),
        }
      : null,
    service_provider: samlServiceProviderUrls(baseUrl, ctx.group.subdomain),
  };
}

export async function setSamlSetting(ctx: RequestContext, input: z.output<typeof ZSamlSettingInput>, baseUrl: string) {
  const check = checkCertificate(input.certificate);
  if (!check.ok) throw AppError.validation({ certificate: check.message });
  await db.$transaction(async (tx) => {
    const before = await tx.samlSetting.findUnique({ where: { groupId: ctx.group.id } });
    const data = { entityId: input.entity_id, singleSignOnUrl: input.single_sign_on_url, certificate: check.pem };
    await tx.samlSetting.upsert({
      where: { groupId: ctx.group.id },
      create: { groupId: ctx.group.id, ...data },
      update: data,
    });
    await recordAudit(tx, ctx, {
      action: before ? "update" : "create",
      objectType: "saml_setting",
      objectId: ctx.group.id,
      // The certificate by fingerprint: the audit log shows that it changed, not the whole PEM.
      before: before && {
        entity_id: before.entityId,
        single_sign_on_url: before.singleSignOnUrl,
        certificate: fingerprintOf(before.certificate),
      },
      after: { entity_id: data.entityId, single_sign_on_url: data.singleSignOnUrl, certificate: check.fingerprint256 },
    });
  });
  return getSamlSetting(ctx, baseUrl);
}

function fingerprintOf(pem: string): string | null {
  try {
    return new X509Certificate(pem).fingerprint256;
  } catch {
    return null;
  }
}
