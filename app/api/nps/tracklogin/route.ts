// POST /nps/tracklogin {userId, platform} – count a sign-in; answers {show_survey}.
import { route } from "@/lib/api/route";
import { isHttpsRequest } from "@/lib/api/request-checks";
import { trackLogin } from "@/lib/survey/track-login";
import { ZTrackLoginInput } from "@/lib/survey/survey.types";

// The survey concerns the product, not company data: read-only users take part too.
export const POST = route({ input: ZTrackLoginInput, allowReadOnly: true }, (ctx, input, req) =>
  trackLogin(ctx, input, isHttpsRequest(req)),
);
