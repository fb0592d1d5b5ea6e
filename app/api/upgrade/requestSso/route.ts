// POST /api/upgrade/requestSso – record an admin's interest in single sign-on.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestSso } from "@/lib/upgrade/record-upgrade-interest";

export const POST = route({ input: z.strictObject({}), permission: "settings.manage" }, (ctx) => requestSso(ctx));
