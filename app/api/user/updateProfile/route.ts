// POST /user/updateProfile {real_name} – the user's own name (read-only users may edit their own profile)
import { route } from "@/lib/api/route";
import { updateProfile, ZUpdateProfileInput } from "@/lib/profile/update-profile";

export const POST = route({ input: ZUpdateProfileInput, allowReadOnly: true }, updateProfile);
