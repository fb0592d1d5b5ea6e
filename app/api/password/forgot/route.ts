// POST /api/password/forgot {email} – mail a reset link; the same answer whether or not the account exists
import { publicRoute } from "@/lib/api/route";
import { requestPasswordReset, ZRequestPasswordResetInput } from "@/lib/auth/request-password-reset";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";

export const POST = publicRoute({ input: ZRequestPasswordResetInput }, (input, req) =>
  requestPasswordReset(input, { locale: localeFromAcceptLanguage(req.headers.get("accept-language")) }),
);
