// Checks a second-factor code at sign-in: a 6-digit TOTP code or a recovery code. Each is consumed
// atomically (a conditional UPDATE), so two requests racing with the same code cannot both pass.
import { db } from "@/lib/db/client";
import { decryptField } from "@/lib/crypto/field-encryption";
import { checkTotp, TOTP_CODE } from "./totp";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes";

export async function userHasTwoFactor(userId: string): Promise<boolean> {
  const row = await db.userTwoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(row?.enabledAt);
}

export async function verifySecondFactor(userId: string, rawCode: string): Promise<boolean> {
  const code = rawCode.trim();
  if (TOTP_CODE.test(code)) return consumeTotpCode(userId, code);
  if (looksLikeRecoveryCode(code)) return consumeRecoveryCode(userId, code);
  return false;
}

async function consumeTotpCode(userId: string, code: string): Promise<boolean> {
  const row = await db.userTwoFactor.findUnique({ where: { userId } });
  if (!row?.enabledAt) return false;
  const step = await checkTotp(decryptField(row.secretEnc)!, code, row.lastUsedTimeStep);
  if (step === null) return false;
  const claimed = await db.userTwoFactor.updateMany({
    where: { userId, OR: [{ lastUsedTimeStep: null }, { lastUsedTimeStep: { lt: BigInt(step) } }] },
    data: { lastUsedTimeStep: BigInt(step) },
  });
  return claimed.count === 1;
}

async function consumeRecoveryCode(userId: string, code: string): Promise<boolean> {
  const used = await db.twoFactorRecoveryCode.updateMany({
    where: {
      userId,
      codeHash: hashRecoveryCode(code),
      usedAt: null,
      user: { twoFactor: { enabledAt: { not: null } } },
    },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}
