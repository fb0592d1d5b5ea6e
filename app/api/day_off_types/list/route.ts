// GET /api/day_off_types/list – the group's day-off types that are on (include_archived=1: all of them)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";

const ZInput = z.object({ include_archived: z.enum(["0", "1"]).optional() }).strict();

export const GET = route({ input: ZInput, area: "calendar", permission: "leave.read" }, (ctx, input) =>
  listDayOffTypes(ctx, { includeArchived: input.include_archived === "1" }),
);
