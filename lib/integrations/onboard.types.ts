// Input of POST /api/securex/iam/onboard (spec section 7: onboarding a company at the social secretariat).
// The company's enterprise number (KBO/BCE, with its check digits), an optional VAT number that must be
// BE + that same number, a Belgian address, a contact person, and the portal login the company will use.
// Every field has its own message so a 422 names it.
import { z } from "zod";
import { validateEnterpriseNumber } from "@/lib/be/enterprise-number";
import { checkPostalCode, checkVatNumber } from "@/lib/settings/company-numbers";
import { zText } from "@/lib/validation/api-fields";

const text = (field: string, max: number) =>
  zText(field).pipe(
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} is too long (at most ${max} characters)` }),
  );
const optionalText = (field: string, max: number) =>
  zText(field)
    .pipe(z.string().max(max, { error: `${field} is too long (at most ${max} characters)` }))
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

const enterpriseNumber = zText("enterprise_number").transform((v, c) => {
  const checked = validateEnterpriseNumber(v);
  if (checked.valid) return checked.value;
  c.issues.push({
    code: "custom",
    input: v,
    message:
      checked.reason === "checksum"
        ? "enterprise_number has a wrong check number"
        : "enterprise_number must be a Belgian enterprise number (0123.456.789)",
  });
  return z.NEVER;
});

const vatNumber = optionalText("vat_number", 20).transform((v, c) => {
  if (v === null || v === undefined) return null;
  const checked = checkVatNumber(v);
  if (checked.valid && checked.value.startsWith("BE")) return checked.value;
  c.issues.push({
    code: "custom",
    input: v,
    message: "vat_number must be BE followed by a valid 10-digit enterprise number",
  });
  return z.NEVER;
});

const postalCode = zText("postal_code").transform((v, c) => {
  const checked = checkPostalCode(v, "BE");
  if (checked.valid) return checked.value;
  c.issues.push({ code: "custom", input: v, message: checked.message });
  return z.NEVER;
});

export const ZOnboardInput = z
  .object({
    company_name: text("company_name", 100),
    enterprise_number: enterpriseNumber,
    vat_number: vatNumber,
    street: text("street", 100),
    house_number: text("house_number", 10),
    box: optionalText("box", 10),
    postal_code: postalCode,
    city: text("city", 100),
    contact_name: text("contact_name", 100),
    contact_email: text("contact_email", 254).pipe(
      z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "contact_email must be an email address" }),
    ),
    contact_phone: optionalText("contact_phone", 25).refine(
      (v) => v === null || v === undefined || /^\+?[0-9][0-9 ()./-]{5,23}$/.test(v),
      { error: "contact_phone must be a phone number" },
    ),
    // The portal login the company will use; the username defaults to the contact's email.
    username: text("username", 128).optional(),
    password: z
      .string({ error: "password is required" })
      .min(8, { error: "password must be at least 8 characters" })
      .max(256, { error: "password is too long (at most 256 characters)" })
      .refine((v) => !v.includes("\u0000"), { error: "password contains a character that is not allowed" }),
    alias: text("alias", 80).optional(),
  })
  .strict()
  .superRefine((v, c) => {
    if (v.vat_number && v.vat_number.slice(2) !== v.enterprise_number) {
      c.addIssue({
        code: "custom",
        path: ["vat_number"],
        message: "vat_number must be BE followed by the enterprise number",
      });
    }
  });
export type TOnboardInput = z.infer<typeof ZOnboardInput>;
