// Turns two-factor on for a signed-in test user through POST /users/mfa/set, as the account page does.
import { generate } from "otplib";
import { callRoute, type Caller } from "./http";
import * as mfaSet from "@/app/api/users/mfa/set/route";

export async function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

export async function enableTwoFactor(
  caller: Caller,
): Promise<{ secret: string; recoveryCodes: string[]; enrolmentCode: string }> {
  const start = await callRoute(mfaSet.POST, { caller, body: { mfa_enabled: true } });
  if (start.status !== 200) throw new Error(`mfa start: ${start.status} ${JSON.stringify(start.body)}`);
  const secret = start.body.enrolment.secret as string;
  const enrolmentCode = await totpCode(secret);
  const done = await callRoute(mfaSet.POST, { caller, body: { mfa_enabled: true, code: enrolmentCode } });
  if (done.status !== 200) throw new Error(`mfa complete: ${done.status} ${JSON.stringify(done.body)}`);
  return { secret, recoveryCodes: done.body.recovery_codes, enrolmentCode };
}
