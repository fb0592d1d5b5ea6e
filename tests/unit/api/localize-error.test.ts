/** @jest-environment node */
// Error bodies in the caller's language: field messages re-said with the field's translated label,
// zod's own defaults included, known sentences translated, and never a raw snake_case field name.
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { localizeFieldMessage, localizedErrorBody, localizeSentence } from "@/lib/api/localize-error";
import { toAppError } from "@/lib/api/to-app-error";
import { fieldLabel, humanise } from "@/lib/validation/field-label";
import { zIbanOrNull, zNationalNumberOrNull } from "@/lib/people/people-fields";
import { zRequiredText } from "@/lib/validation/zod-fields";
import { zBodyId } from "@/lib/validation/api-fields";
import { readMessages } from "@/tests/support/messages";

function fieldsOf(schema: z.ZodType, input: unknown, locale: "en" | "nl" | "fr") {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return localizedErrorBody(toAppError(result.error), locale).error;
}

describe("field messages", () => {
  const person = z
    .object({ national_number: zNationalNumberOrNull("national_number"), iban: zIbanOrNull("iban") })
    .strict();

  it("names the field by its label in the caller's language", () => {
    const nl = fieldsOf(person, { national_number: "12345678901", iban: "BE00 1234" }, "nl");
    expect(nl.fields).toEqual({
      national_number: "Rijksregisternummer is geen geldig rijksregisternummer",
      iban: "IBAN is geen geldig IBAN",
    });
    expect(nl.message).toBe("Sommige velden zijn niet geldig");
    const fr = fieldsOf(person, { iban: "BE00 1234" }, "fr");
    expect(fr.fields!.iban).toBe("IBAN n'est pas un IBAN valide");
    const en = fieldsOf(person, { national_number: "1" }, "en");
    expect(en.fields!.national_number).toBe("National number is not a valid national number");
  });

  it("translates the shared helpers' messages and zod's own defaults", () => {
    const schema = z
      .object({ first_name: zRequiredText("first_name", 5), team_id: zBodyId("team_id"), job_title: z.string().max(3) })
      .strict();
    const nl = fieldsOf(schema, { first_name: "  ", team_id: "x", job_title: "abcdef", shoe_size: 1 }, "nl");
    expect(nl.fields).toEqual({
      first_name: "Voornaam is verplicht",
      team_id: "Team is geen geldig getal",
      job_title: "Functietitel mag hoogstens 3 tekens hebben",
      shoe_size: "Shoe size is geen veld van dit formulier",
    });
    expect(fieldsOf(schema, { team_id: 1, job_title: "a" }, "fr").fields!.first_name).toBe("Prénom est obligatoire");
  });

  it("keeps list indexes in the key and names the list", () => {
    expect(localizeFieldMessage("emails.2", "emails is not a valid email address", "nl")).toBe(
      "E-mailadressen is geen geldig e-mailadres",
    );
  });

  it("never mixes English into Dutch or French: an unknown phrase becomes '<label> is not valid'", () => {
    expect(localizeFieldMessage("reports_to_id", "reports_to_id makes a loop somewhere", "nl")).toBe(
      "Leidinggevende is niet geldig",
    );
    expect(localizeFieldMessage("reports_to_id", "reports_to_id makes a loop somewhere", "en")).toBe(
      "Manager makes a loop somewhere",
    );
  });

  it("leaves a message a use case already said in the user's language alone", () => {
    expect(localizeFieldMessage("start_date", "Invalide : cette période chevauche une autre demande", "fr")).toBe(
      "Invalide : cette période chevauche une autre demande",
    );
    expect(localizeFieldMessage("day_off_type_id", "Je saldo is te klein", "nl")).toBe("Je saldo is te klein");
  });

  it("translates known sentences and the top message", () => {
    expect(localizeSentence("Your account is read-only", "nl")).toBe("Je account kan alleen lezen");
    expect(localizeSentence("Employee not found", "fr")).toBe("Ceci est introuvable");
    expect(localizeSentence("A team with this name already exists", "nl")).toBe("Er bestaat al een team met deze naam");
    const refused = "The contract rules refuse the provider's value: keep ours, or correct the contract first";
    expect(localizeSentence(refused, "nl")).toBe(
      "De contractregels weigeren de waarde van de loonadministratie: behoud de onze, of pas eerst het contract aan",
    );
    expect(localizeFieldMessage("resolution_method", refused, "fr")).toBe(
      "Les règles du contrat refusent la valeur du secrétariat social : gardez la nôtre, ou corrigez d'abord le contrat",
    );
    expect(localizedErrorBody(new AppError("read_only", "Your account is read-only"), "fr").error.message).toBe(
      "Votre compte est en lecture seule",
    );
    // A sentence nobody catalogued stays as written rather than turning into nonsense.
    expect(localizeSentence("Payroll has processed 2026-10", "nl")).toBe("Payroll has processed 2026-10");
  });

  it("says the input reader's refusal of NUL characters in the caller's language, top message included", () => {
    const body = localizedErrorBody(
      AppError.validation(
        { last_name: "last_name must not contain NUL characters or unpaired surrogates" },
        "last_name must not contain NUL characters or unpaired surrogates",
      ),
      "nl",
    );
    expect(body.error).toMatchObject({
      message: "Achternaam bevat een teken dat niet is toegestaan",
      fields: { last_name: "Achternaam bevat een teken dat niet is toegestaan" },
    });
  });

  it("says the refusal to delete a provider's contract in Dutch and French, field note included", () => {
    const error = new AppError(
      "conflict",
      "This contract comes from the payroll provider: terminate it or correct it instead of deleting it",
      { fields: { contract_id: "held by the payroll provider" } },
    );
    expect(localizedErrorBody(error, "nl").error).toMatchObject({
      message: "Dit contract komt van de loonadministratie: beëindig of corrigeer het in plaats van het te verwijderen",
      fields: { contract_id: "beheerd door de loonadministratie" },
    });
    expect(localizedErrorBody(error, "fr").error).toMatchObject({
      message: "Ce contrat provient du secrétariat social : mettez-y fin ou corrigez-le au lieu de le supprimer",
      fields: { contract_id: "détenu par le secrétariat social" },
    });
    expect(localizedErrorBody(error, "en").error.fields).toEqual({ contract_id: "held by the payroll provider" });
  });

  it("answers English bodies unchanged apart from labels", () => {
    expect(localizedErrorBody(AppError.validation({ name: "name is required" }), "en").error).toEqual({
      code: "validation_failed",
      message: "Some fields are not valid",
      fields: { name: "Name is required" },
    });
  });
});

describe("labels", () => {
  it("spells out a name without a label, never as snake_case", () => {
    expect(humanise("shoe_size")).toBe("Shoe size");
    expect(humanise("flagName")).toBe("Flag name");
    expect(fieldLabel("values.12", "nl")).toBe("Waarden");
  });

  it.each(["en", "nl", "fr"])("every %s label is words, not a code name", (locale) => {
    const labels = readMessages(locale).fields!.labels as Record<string, string>;
    const raw = Object.entries(labels).filter(([, label]) => /_|^[a-z]+[A-Z]/.test(label) || label.trim() === "");
    expect(raw).toEqual([]);
    expect(Object.keys(labels).length).toBeGreaterThan(200);
  });
});
