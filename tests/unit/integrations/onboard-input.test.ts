// The onboarding call's company checks (POST /api/securex/iam/onboard): enterprise number with its check
// digits (dots and a BE prefix accepted), a VAT number that is BE + that same number, a Belgian postal code.
import { ZOnboardInput } from "@/lib/integrations/onboard.types";

const valid = {
  company_name: "Bakkerij Janssens",
  enterprise_number: "0403.019.261",
  street: "Meir",
  house_number: "12",
  postal_code: "2000",
  city: "Antwerpen",
  contact_name: "An Janssens",
  contact_email: "an@janssens.example",
  password: "Portal-pass-123",
};

const fieldsOf = (input: Record<string, unknown>) => {
  const parsed = ZOnboardInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join("."));
};

it("accepts a company with a valid enterprise number and gives it in its 10-digit form", () => {
  const parsed = ZOnboardInput.parse({ ...valid, enterprise_number: "BE 0403.019.261", vat_number: "be0403019261" });
  expect(parsed.enterprise_number).toBe("0403019261");
  expect(parsed.vat_number).toBe("BE0403019261");
  expect(parsed.box).toBeUndefined();
});

it("names the field of each wrong company detail", () => {
  expect(fieldsOf({ ...valid, enterprise_number: "0403.019.262" })).toEqual(["enterprise_number"]);
  expect(fieldsOf({ ...valid, vat_number: "BE0202239951" })).toEqual(["vat_number"]);
  expect(fieldsOf({ ...valid, vat_number: "NL123456789B01" })).toEqual(["vat_number"]);
  expect(fieldsOf({ ...valid, postal_code: "1234 AB" })).toEqual(["postal_code"]);
  expect(fieldsOf({ ...valid, contact_phone: "call me" })).toEqual(["contact_phone"]);
  expect(fieldsOf({ ...valid, background: true })).toEqual([""]);
});
