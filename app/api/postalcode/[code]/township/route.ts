// GET /api/postalcode/{code}/township – the Belgian townships a postal code serves, in the caller's language
import { AppError } from "@/lib/api/errors";
import { route } from "@/lib/api/route";
import { getPostalCodeTownships } from "@/lib/be/get-postal-code-townships";
import { ZPostalCodeParam } from "@/lib/be/postal-codes.types";
import { pickLocale } from "@/lib/i18n/locales";

export const GET = route({ input: ZPostalCodeParam }, (ctx, input, req) => {
  const found = getPostalCodeTownships(input.code, pickLocale(ctx.user.language, req.headers.get("accept-language")));
  if (!found) throw AppError.notFound("Postal code");
  return found;
});
