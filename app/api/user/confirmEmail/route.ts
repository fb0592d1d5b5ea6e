// POST /api/user/confirmEmail {token} – apply a requested email change from the link mailed to the new address
import { publicRoute } from "@/lib/api/route";
import { confirmEmailChange, ZConfirmEmailInput } from "@/lib/profile/confirm-email-change";

export const POST = publicRoute({ input: ZConfirmEmailInput }, (input) => confirmEmailChange(input));
