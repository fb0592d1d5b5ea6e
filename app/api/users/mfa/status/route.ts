// GET /users/mfa/status – whether two-factor is on, a set-up is pending, and how many recovery codes are left
import { route } from "@/lib/api/route";
import { twoFactorStatus } from "@/lib/profile/two-factor";

export const GET = route({}, twoFactorStatus);
