// GET /api/currencies/list – ISO 4217 currencies (code, name, decimals), EUR first, named in the user's language
import { route } from "@/lib/api/route";
import { listCurrencies } from "@/lib/people/list-currencies";

export const GET = route({}, (ctx) => listCurrencies(ctx.user.language ?? "en"));
