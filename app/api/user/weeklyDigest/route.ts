// GET|POST /api/user/weeklyDigest {weekly_digest} – the weekly digest mail setting
import { route } from "@/lib/api/route";
import { getWeeklyDigest, setWeeklyDigest, ZWeeklyDigestInput } from "@/lib/profile/notification-settings";

export const GET = route({}, getWeeklyDigest);
export const POST = route({ input: ZWeeklyDigestInput, allowReadOnly: true }, setWeeklyDigest);
