// The contract template language: placeholders filled, unknown ones reported, and the built-in templates
// in every language use only known placeholders.
import { DEFAULT_TEMPLATES } from "@/lib/contracts/signing/default-templates";
import {
  PLACEHOLDERS,
  renderTemplate,
  unknownPlaceholders,
  type TemplateValues,
} from "@/lib/contracts/signing/render-template";
import { contractValues, sampleValues } from "@/lib/contracts/signing/contract-values";

const values = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `<${p}>`])) as TemplateValues;

describe("renderTemplate", () => {
  it("fills every placeholder, with or without spaces inside the braces", () => {
    expect(renderTemplate("{{company}} hires {{ person }} on {{start_date}}.", values)).toBe(
      "<company> hires <person> on <start_date>.",
    );
  });

  it("leaves an unknown placeholder visible and reports it once", () => {
    expect(renderTemplate("Dear {{nickname}}", values)).toBe("Dear {{nickname}}");
    expect(unknownPlaceholders("{{nickname}} {{person}} {{nickname}} {{salary}}")).toEqual(["nickname", "salary"]);
    expect(unknownPlaceholders("no placeholders { here }")).toEqual([]);
  });

  it("does not treat a value as a template (no second pass)", () => {
    expect(renderTemplate("{{person}}", { ...values, person: "{{company}}" })).toBe("{{company}}");
  });

  it.each(["en", "nl", "fr"] as const)("the built-in %s template uses known placeholders and all the facts", (lang) => {
    const body = DEFAULT_TEMPLATES[lang];
    expect(unknownPlaceholders(body)).toEqual([]);
    for (const p of [
      "company",
      "person",
      "contract_type",
      "joint_committee",
      "start_date",
      "end_date",
      "hours_per_week",
      "wage",
    ])
      expect(body).toContain(`{{${p}}}`);
  });
});

describe("contractValues", () => {
  it("speaks the contract's language: labels, dates and money", () => {
    expect(sampleValues("Acme", "nl")).toMatchObject({
      company: "Acme",
      person: "Sam Peeters",
      contract_type: "onbepaalde duur",
      start_date: "04/01/2027",
      end_date: "geen einddatum",
      hours_per_week: "38",
      wage: expect.stringMatching(/^€\s3\.200,00$/),
    });
    expect(sampleValues("Acme", "fr").wage).toMatch(/3\s?200,00\s?€/);
    expect(sampleValues("Acme", "en").contract_type).toBe("open-ended");
  });

  it("prints a Dutch contract's CAO where a Belgian one has its joint committee, and decimals as the reader writes them", () => {
    const v = contractValues(
      "Acme",
      {
        contractType: "fixed_term",
        employmentType: "worker",
        jointCommittee: null,
        cao: "Horeca",
        startDate: new Date(Date.UTC(2027, 1, 1)),
        endDate: new Date(Date.UTC(2027, 6, 31)),
        hoursPerWeek: "19.5",
        daysPerWeek: "2.5",
        employee: { firstName: "Jan", lastName: "Berg", insertion: "van den" },
        wage: null,
        function: null,
      } as never,
      "nl",
    );
    expect(v).toMatchObject({ joint_committee: "Horeca", end_date: "31/07/2027", hours_per_week: "19,5", wage: "–" });
  });
});
