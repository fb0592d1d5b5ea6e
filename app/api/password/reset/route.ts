// POST /api/password/reset {token, password} – set a new password from a reset link (single use, 1 hour)
import { publicRoute } from "@/lib/api/route";
import { resetPassword, ZResetPasswordInput } from "@/lib/auth/reset-password";

export const POST = publicRoute({ input: ZResetPasswordInput }, (input) => resetPassword(input));
