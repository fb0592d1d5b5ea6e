// GET /user/details (served at /api/user/details too) – the signed-in user's profile and feature flags
import { route } from "@/lib/api/route";
import { getUserDetails } from "@/lib/users/get-user-details";
import { z } from "zod";

// create_new_group_flag and the invitation parameters belong to sign-up and invitations (identity issue).
const ZInput = z.object({}).strict();

export const GET = route({ input: ZInput }, (ctx) => getUserDetails(ctx));
