// Input of GET /api/postalcode/{code}/township. The path segment is "code"; a malformed one is reported
// under postal_code, the field name the address forms use.
import { z } from "zod";
import { isBelgianPostalCodeFormat } from "./postal-codes";

export const ZPostalCodeParam = z
  .object({ code: z.string({ error: "postal_code must be text" }) })
  .strict()
  .superRefine((input, ctx) => {
    if (!isBelgianPostalCodeFormat(input.code)) {
      ctx.addIssue({
        code: "custom",
        path: ["postal_code"],
        message: "postal_code must be 4 digits between 1000 and 9999",
      });
    }
  });
export type TPostalCodeParam = z.infer<typeof ZPostalCodeParam>;
