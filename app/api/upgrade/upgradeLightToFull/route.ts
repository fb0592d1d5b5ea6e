// POST /api/upgrade/upgradeLightToFull – upgrade the caller's light account to full (or ask its reseller).
import { z } from "zod";
import { route } from "@/lib/api/route";
import { upgradeLightToFull } from "@/lib/upgrade/upgrade-light-to-full";

export const POST = route({ input: z.strictObject({}), permission: "settings.manage" }, (ctx) =>
  upgradeLightToFull(ctx),
);
