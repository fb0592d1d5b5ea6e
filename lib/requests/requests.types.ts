// Input schemas of the requests API (spec section 7 "Inbox and requests"). Objects are strict: an unknown
// field is a 422 naming it. Numbers follow spec section 5 (comma or dot); money arrives in euros.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { zDateInput, zNumberInput, zRequiredText } from "@/lib/validation/zod-fields";
import { zMonth, zYear } from "@/lib/payroll/payroll.types";

export const REQUEST_STATUSES = ["pending", "accepted", "declined", "processed"] as const;
export const COMMUTE_MODES = ["bike", "public_transport", "car", "carpool"] as const;
const MAX_MESSAGE = 2000;

export const ZRequestListInput = ZPagination.extend({
  status: z.enum(REQUEST_STATUSES, { error: `status must be one of ${REQUEST_STATUSES.join(", ")}` }).optional(),
}).strict();
export type TRequestListInput = z.infer<typeof ZRequestListInput>;

export const ZRequestIdParam = z.object({ id: zPathId("id") }).strict();
export type TRequestIdParam = z.infer<typeof ZRequestIdParam>;

/** Accept: the message to the employee is optional. */
export const ZAcceptRequestInput = z
  .object({
    request_id: zBodyId("request_id"),
    message_to_employee: zText("message_to_employee")
      .pipe(z.string().max(MAX_MESSAGE, { error: `message_to_employee can have at most ${MAX_MESSAGE} characters` }))
      .optional(),
  })
  .strict();
export type TAcceptRequestInput = z.infer<typeof ZAcceptRequestInput>;

/** Decline: the employee is told why. */
export const ZDeclineRequestInput = z
  .object({ request_id: zBodyId("request_id"), message_to_employee: zRequiredText("message_to_employee", MAX_MESSAGE) })
  .strict();
export type TDeclineRequestInput = z.infer<typeof ZDeclineRequestInput>;

export const ZFileCommuteInput = z
  .object({
    mode: z.enum(COMMUTE_MODES, { error: `mode must be one of ${COMMUTE_MODES.join(", ")}` }),
    km_per_day: zNumberInput("km_per_day", { min: 0, max: 500, decimals: 1 }),
    days_per_month: zNumberInput("days_per_month", { min: 1, max: 31, decimals: 0 }),
    ticket_price: zNumberInput("ticket_price", { min: 0, max: 10_000, decimals: 2 })
      .transform((euros) => Math.round(euros * 100))
      .nullish(),
    note: zText("note")
      .pipe(z.string().max(MAX_MESSAGE, { error: `note can have at most ${MAX_MESSAGE} characters` }))
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.mode === "public_transport" && !v.ticket_price)
      ctx.addIssue({ code: "custom", path: ["ticket_price"], message: "ticket_price is required" });
    if (v.mode !== "public_transport" && v.km_per_day <= 0)
      ctx.addIssue({ code: "custom", path: ["km_per_day"], message: "km_per_day must be bigger than 0" });
  });
export type TFileCommuteInput = z.infer<typeof ZFileCommuteInput>;

export const ZProcessCommuteInput = z
  .object({ request_id: zBodyId("request_id"), year: zYear(), month: zMonth() })
  .strict();
export type TProcessCommuteInput = z.infer<typeof ZProcessCommuteInput>;

export const ZCommuteSettingsInput = z
  .object({
    bike_per_km: zNumberInput("bike_per_km", { min: 0, max: 10, decimals: 2 }),
    car_per_km: zNumberInput("car_per_km", { min: 0, max: 10, decimals: 2 }),
    public_transport_share_pct: zNumberInput("public_transport_share_pct", { min: 0, max: 100, decimals: 0 }),
  })
  .strict();
export type TCommuteSettingsInput = z.infer<typeof ZCommuteSettingsInput>;

export const ZFileWageInput = z
  .object({
    // Absent: the caller's own wage. A manager names a person they manage.
    employee_id: zBodyId("employee_id").optional(),
    proposed_bruto: zNumberInput("proposed_bruto", {
      min: 0,
      max: 1_000_000,
      decimals: 2,
      positiveOnly: true,
    }).transform((euros) => Math.round(euros * 100)),
    effective_date: zDateInput("effective_date"),
    motivation: zRequiredText("motivation", MAX_MESSAGE),
  })
  .strict();
export type TFileWageInput = z.infer<typeof ZFileWageInput>;
