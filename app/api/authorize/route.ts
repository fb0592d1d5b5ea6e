// POST /api/authorize – the signed-in user approves or refuses an app; answers {redirect_to} with a code or an error
import { route } from "@/lib/api/route";
import { authorize } from "@/lib/oauth/authorize";
import { ZAuthorizeInput } from "@/lib/oauth/oauth.types";

// A read-only user may still authorise an app: the app gets no more than the user's own (read-only) rights.
export const POST = route({ input: ZAuthorizeInput, scope: false, allowReadOnly: true }, authorize);
