// TOTP (RFC 6238) with the settings every authenticator app understands: SHA-1, 6 digits, 30 seconds.
// One step of clock drift either way is accepted. A code is refused when its time step is not later
// than the last step accepted for the user, so an observed code cannot be replayed.
import { generateSecret, generateURI, verify } from "otplib";

export const TOTP_ISSUER = "HR Platform";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_CODE = /^\d{6}$/;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(label: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/** The accepted time step, or null for a wrong, malformed or replayed code. */
export async function checkTotp(
  secret: string,
  code: string,
  lastUsedTimeStep: bigint | number | null,
): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastUsedTimeStep !== null ? { afterTimeStep: Number(lastUsedTimeStep) } : {}),
  });
  // The TOTP result carries the matched time step (otplib's union type also covers HOTP, which has none).
  const timeStep = (result as { timeStep?: number }).timeStep;
  return result.valid && typeof timeStep === "number" ? timeStep : null;
}
