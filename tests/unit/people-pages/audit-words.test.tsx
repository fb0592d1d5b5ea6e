// The audit trail and activity feed in the reader's words: translated action and object, field labels
// instead of code names, referenced teams by name, values formatted (days, moments, money, hours,
// yes/no, enumerations), hidden values said as hidden.
import { screen, within } from "@testing-library/react";
import { AuditTrail } from "@/components/people/audit-trail";
import { changeLabel, formatChangeValue, type ChangeTexts } from "@/lib/audit-logs/format-change";
import { renderUi } from "@/tests/support/render-ui";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const row = {
  id: "1",
  created_at: "2026-11-25T12:32:00Z",
  action: "update",
  object_type: "employee",
  actor: { name: "Ann Admin" },
  impersonator: null,
  automated: false,
  changes: [
    { field: "team_id", from: null, to: 2, from_name: null, to_name: "Sales" },
    { field: "reports_to_id", from: 5, to: 9, from_name: "Iris de Boer", to_name: "Jan Jansen" },
    { field: "job_title", from: "Baker", to: "Head baker" },
    { field: "birth_date", from: null, to: "1985-05-12" },
    { field: "is_sensitive", from: false, to: true },
    { field: "gender", from: "male", to: "female" },
    { field: "national_number", from: null, to: null, hidden: true as const },
  ],
};

function lines() {
  return within(screen.getByTestId("change-list"))
    .getAllByRole("listitem")
    .map((li) => li.textContent);
}

it("says it in Dutch: Gewijzigd · Persoon, Team: – → Sales, dates as DD/MM/YYYY", () => {
  renderUi(<AuditTrail employeeId={1} rows={[row]} page={1} hasMore={false} />, "nl");
  expect(screen.getByText("Gewijzigd · Persoon")).toBeTruthy();
  expect(screen.getByText("25/11/2026 13:32")).toBeTruthy();
  expect(lines()).toEqual([
    "Team: – → Sales",
    "Leidinggevende: Iris de Boer → Jan Jansen",
    "Functietitel: Baker → Head baker",
    "Geboortedatum: – → 12/05/1985",
    "Gevoelige persoon: Nee → Ja",
    `Geslacht: ${"Man"} → ${"Vrouw"}`,
    "Rijksregisternummer: (verborgen) → (verborgen)",
  ]);
  const text = screen.getByTestId("audit-trail").textContent ?? "";
  expect(text).not.toMatch(/team_id|job_title|update|employee|Nov|PM/);
});

it("says it in French and English too", () => {
  renderUi(<AuditTrail employeeId={1} rows={[row]} page={1} hasMore={false} />, "fr");
  expect(screen.getByText("Modifié · Personne")).toBeTruthy();
  expect(lines()[0]).toBe("Équipe: – → Sales");
});

const texts: ChangeTexts = {
  label: (f) => ({ bruto: "Gross wage", bonus: "Bonus", weekly_minutes: "Weekly hours" })[f] ?? null,
  enumValue: () => null,
  yes: "Yes",
  no: "No",
  empty: "–",
  hidden: "(hidden)",
  weeklyHours: (h) => `${h} h/week`,
};

it("formats money, weekly minutes, moments and unlabelled names", () => {
  expect(
    formatChangeValue({ field: "bruto_cents", from: 350000, to: null }, "from", "nl", texts).replace(/\s/g, " "),
  ).toBe("€ 3.500,00");
  expect(formatChangeValue({ field: "weekly_minutes", from: 2250, to: null }, "from", "en", texts)).toBe("37.5 h/week");
  expect(
    formatChangeValue({ field: "decided_at", from: "2026-11-25T12:32:00.000Z", to: null }, "from", "fr", texts),
  ).toBe("25/11/2026 13:32");
  expect(formatChangeValue({ field: "manager_ids", from: [], to: null }, "from", "en", texts)).toBe("–");
  expect(changeLabel("bruto_cents", texts)).toBe("Gross wage");
  expect(changeLabel("benefit_bonus_cents", texts)).toBe("Bonus");
  expect(changeLabel("some_new_field", texts)).toBe("Some new field");
  // A custom field keeps the name its company gave it.
  expect(changeLabel("T-shirt maat", texts)).toBe("T-shirt maat");
});
