// Input schemas of the company settings API (/admin/group/*, /util/logo/upload). Objects are strict: an
// unknown field is a 422 naming it. Company detail fields are optional (only those sent change) and an
// empty string clears a field; the checks that depend on the country run in update-group-info.ts.
import { z } from "zod";
import { zText } from "@/lib/validation/api-fields";

export const GROUP_NAME_MAX = 100;
export const LOGO_MAX_BYTES = 1024 * 1024;

const zOptionalText = (field: string, max: number) =>
  zText(field)
    .pipe(z.string().max(max, { error: `${field} can be at most ${max} characters` }))
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

const zMatching = (field: string, max: number, pattern: RegExp, message: string) =>
  zText(field)
    .pipe(z.string().max(max, { error: `${field} can be at most ${max} characters` }))
    .refine((v) => v === "" || pattern.test(v), { error: message })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

export const ZUpdateGroupInfoInput = z
  .object({
    enterprise_number: zOptionalText("enterprise_number", 20),
    vat_number: zOptionalText("vat_number", 20),
    street: zOptionalText("street", 100),
    house_number: zOptionalText("house_number", 10),
    box: zOptionalText("box", 10),
    postal_code: zOptionalText("postal_code", 10),
    city: zOptionalText("city", 100),
    country_code: zMatching(
      "country_code",
      2,
      /^[A-Za-z]{2}$/,
      "country_code must be a two-letter country code (BE, NL, ...)",
    ),
    phone: zMatching("phone", 25, /^\+?[0-9][0-9 ()./-]{5,23}$/, "phone must be a phone number"),
    email: zMatching("email", 254, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, "email must be an email address"),
    website: zMatching(
      "website",
      200,
      /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i,
      "website must be a web address starting with http:// or https://",
    ),
  })
  .strict();
export type TUpdateGroupInfoInput = z.infer<typeof ZUpdateGroupInfoInput>;

export const ZUpdateGroupNameInput = z
  .object({
    name: zText("name").pipe(
      z
        .string()
        .min(1, { error: "name is required" })
        .max(GROUP_NAME_MAX, { error: `name can be at most ${GROUP_NAME_MAX} characters` }),
    ),
  })
  .strict();
export type TUpdateGroupNameInput = z.infer<typeof ZUpdateGroupNameInput>;

export const ZUploadLogoInput = z
  .object({
    // Plain base64 or a data: URL; the declared type of a data: URL is ignored (the bytes decide).
    file_base64: z.string({ error: "file_base64 is required" }).min(1, { error: "file_base64 is required" }),
    // Accepted for clients that send it; never used to decide the type.
    filename: zText("filename")
      .pipe(z.string().max(255, { error: "filename can be at most 255 characters" }))
      .optional(),
  })
  .strict();
export type TUploadLogoInput = z.infer<typeof ZUploadLogoInput>;

export const ZGetLogoInput = z.object({ v: z.string().max(64, { error: "v is too long" }).optional() }).strict();
export type TGetLogoInput = z.infer<typeof ZGetLogoInput>;
