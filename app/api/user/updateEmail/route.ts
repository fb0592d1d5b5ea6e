// POST /user/updateEmail {email, password} – ask to change the sign-in email; applies once the mailed link is used
import { route } from "@/lib/api/route";
import { requestEmailChange, ZUpdateEmailInput } from "@/lib/profile/request-email-change";

export const POST = route({ input: ZUpdateEmailInput, allowReadOnly: true }, requestEmailChange);
