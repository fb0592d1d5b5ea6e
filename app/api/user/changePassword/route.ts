// POST /api/user/changePassword {current_password, new_password} – change one's password; other sessions end
import { route } from "@/lib/api/route";
import { changePassword, ZChangePasswordInput } from "@/lib/profile/change-password";

export const POST = route({ input: ZChangePasswordInput, allowReadOnly: true }, changePassword);
