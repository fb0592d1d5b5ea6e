// Input schemas of contract signing (issue 21). Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { zPathId, zText } from "@/lib/validation/api-fields";

const zBounded = (field: string, min: number, max: number, tooShort: string) =>
  zText(field).pipe(
    z
      .string()
      .min(min, { error: tooShort })
      .max(max, { error: `${field} can have at most ${max} characters` }),
  );

export const ZContractIdInput = z.object({ id: zPathId("id") }).strict();
export type TContractIdInput = z.infer<typeof ZContractIdInput>;

export const ZSignatureRequestInput = z.object({ request_id: zPathId("request_id") }).strict();
export type TSignatureRequestInput = z.infer<typeof ZSignatureRequestInput>;

export const ZSignInput = z
  .object({
    request_id: zPathId("request_id"),
    typed_name: zBounded("typed_name", 2, 200, "typed_name is required: type your full name"),
    consent: z.literal(true, { error: "consent is required: confirm that you have read the contract" }),
  })
  .strict();
export type TSignInput = z.infer<typeof ZSignInput>;

export const ZDeclineInput = z
  .object({
    request_id: zPathId("request_id"),
    decline_reason: zBounded("decline_reason", 1, 2000, "decline_reason is required"),
  })
  .strict();
export type TDeclineInput = z.infer<typeof ZDeclineInput>;

export const MAX_TEMPLATE_CHARS = 20_000;

export const ZTemplateInput = z
  .object({ template_text: zBounded("template_text", 1, MAX_TEMPLATE_CHARS, "template_text is required") })
  .strict();
export type TTemplateInput = z.infer<typeof ZTemplateInput>;

/** Saving null returns the company to the built-in template (the field is required: an empty body changes nothing). */
export const ZSaveTemplateInput = z
  .object({
    template_text: z.union([zBounded("template_text", 1, MAX_TEMPLATE_CHARS, "template_text is required"), z.null()], {
      error: "template_text is required (text, or null for the built-in template)",
    }),
  })
  .strict();
export type TSaveTemplateInput = z.infer<typeof ZSaveTemplateInput>;
