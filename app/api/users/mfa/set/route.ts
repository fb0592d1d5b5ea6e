// POST /users/mfa/set {mfa_enabled, code?, password?} – start, complete or turn off two-factor
import { route } from "@/lib/api/route";
import { setTwoFactor, ZSetTwoFactorInput } from "@/lib/profile/two-factor";

export const POST = route({ input: ZSetTwoFactorInput, allowReadOnly: true }, setTwoFactor);
