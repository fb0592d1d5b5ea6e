// Two-factor for one's own account (GET /users/mfa/status, POST /users/mfa/set {mfa_enabled}).
// Turning it on is two calls: the first creates a pending TOTP secret (returned as text, as an otpauth
// URL and as a QR code image), the second carries a valid 6-digit code and completes it, answering the
// ten recovery codes once. Turning it off asks for the password again. Secrets are encrypted at rest,
// recovery codes hashed.
import { z } from "zod";
import QRCode from "qrcode";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { decryptField, encryptField } from "@/lib/crypto/field-encryption";
import { checkTotp, newTotpSecret, totpUri } from "@/lib/auth/two-factor/totp";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import { zBoolean } from "@/lib/validation/identity-fields";
import { checkThrottled } from "@/lib/auth/check-throttled";
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { confirmCurrentPassword } from "./confirm-current-password";

export const ZSetTwoFactorInput = z.strictObject({
  mfa_enabled: zBoolean("mfa_enabled"),
  code: z
    .string({ error: "code must be text" })
    .trim()
    .regex(/^\d{6}$/, { error: "code must be 6 digits" })
    .optional(),
  password: z.string({ error: "password must be text" }).max(1024).optional(),
});

export async function twoFactorStatus(ctx: RequestContext) {
  const row = await db.userTwoFactor.findUnique({ where: { userId: ctx.user.id }, select: { enabledAt: true } });
  const left = row?.enabledAt
    ? await db.twoFactorRecoveryCode.count({ where: { userId: ctx.user.id, usedAt: null } })
    : 0;
  return {
    mfa_enabled: Boolean(row?.enabledAt),
    enrolment_pending: Boolean(row && !row.enabledAt),
    recovery_codes_left: left,
  };
}

export async function setTwoFactor(ctx: RequestContext, input: z.output<typeof ZSetTwoFactorInput>) {
  assertPersonalSession(ctx, "Changing two-factor authentication");
  if (!input.mfa_enabled) return turnOff(ctx, input.password);
  return input.code ? completeEnrolment(ctx, input.code) : startEnrolment(ctx);
}

async function startEnrolment(ctx: RequestContext) {
  const existing = await db.userTwoFactor.findUnique({ where: { userId: ctx.user.id }, select: { enabledAt: true } });
  if (existing?.enabledAt) throw new AppError("conflict", "Two-factor authentication is already on");
  const secret = newTotpSecret();
  const secretEnc = encryptField(secret);
  await db.userTwoFactor.upsert({
    where: { userId: ctx.user.id },
    create: { userId: ctx.user.id, secretEnc },
    update: { secretEnc, enabledAt: null, lastUsedTimeStep: null },
  });
  const otpauthUrl = totpUri(ctx.user.email, secret);
  return {
    mfa_enabled: false,
    enrolment: {
      secret,
      otpauth_url: otpauthUrl,
      qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }),
    },
  };
}

async function completeEnrolment(ctx: RequestContext, code: string) {
  const row = await db.userTwoFactor.findUnique({ where: { userId: ctx.user.id } });
  if (!row) throw AppError.validation({ code: "Start setting up two-factor authentication first" });
  if (row.enabledAt) throw new AppError("conflict", "Two-factor authentication is already on");
  const checked: { step: number | null } = { step: null };
  await checkThrottled(
    ctx.user.email,
    async () => (checked.step = await checkTotp(decryptField(row.secretEnc)!, code, null)) !== null,
    () => AppError.validation({ code: "code is not correct; check the time on your phone and try the newest code" }),
  );
  const step = checked.step!;
  const codes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    const enabled = await tx.userTwoFactor.updateMany({
      where: { userId: ctx.user.id, enabledAt: null, secretEnc: row.secretEnc },
      data: { enabledAt: new Date(), lastUsedTimeStep: BigInt(step) },
    });
    if (enabled.count !== 1) throw new AppError("conflict", "The set-up changed meanwhile; start again");
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId: ctx.user.id } });
    await tx.twoFactorRecoveryCode.createMany({
      data: codes.map((c) => ({ userId: ctx.user.id, codeHash: hashRecoveryCode(c) })),
    });
    await recordAudit(tx, ctx, {
      action: "mfa_enable",
      objectType: "user",
      objectId: ctx.user.id,
      before: { mfa_enabled: false },
      after: { mfa_enabled: true },
    });
  });
  return { mfa_enabled: true, recovery_codes: codes };
}

async function turnOff(ctx: RequestContext, password: string | undefined) {
  const row = await db.userTwoFactor.findUnique({ where: { userId: ctx.user.id }, select: { enabledAt: true } });
  if (!row) return { mfa_enabled: false };
  // A set-up that was never completed protects nothing: cancelling it needs no password.
  if (row.enabledAt) {
    if (!password) throw AppError.validation({ password: "password is required" });
    await confirmCurrentPassword(ctx, password);
  }
  await db.$transaction(async (tx) => {
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId: ctx.user.id } });
    await tx.userTwoFactor.delete({ where: { userId: ctx.user.id } });
    if (row.enabledAt) {
      await recordAudit(tx, ctx, {
        action: "mfa_disable",
        objectType: "user",
        objectId: ctx.user.id,
        before: { mfa_enabled: true },
        after: { mfa_enabled: false },
      });
    }
  });
  return { mfa_enabled: false };
}
