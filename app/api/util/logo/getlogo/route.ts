// GET /util/logo/getlogo – the company logo with its Content-Type; cacheable per version (?v=)
import { route } from "@/lib/api/route";
import { getLogo } from "@/lib/settings/get-logo";
import { ZGetLogoInput } from "@/lib/settings/company.types";

// Every member of the company may fetch it: the shell shows the logo to everyone, not only to admins.
export const GET = route({ input: ZGetLogoInput }, (ctx, input) => getLogo(ctx, input.v));
