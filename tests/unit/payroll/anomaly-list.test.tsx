// The payroll month's anomaly list: a day-off type is named as on every other screen (a built-in kind in the
// reader's language, a custom type by its own name), never by its raw key; a type without a payroll code
// links to the type's code field on the calendar settings with words that say so.
import { screen, within } from "@testing-library/react";
import { renderUi } from "@/tests/support/render-ui";
import { AnomalyList } from "@/components/payroll/anomaly-list";

const missingCode = (kind: string, name: string, id = 13) => ({
  rule: "missing_payroll_code",
  key: "missingPayrollCode",
  employee_id: null,
  values: { day_off_type_id: id, type: name, type_kind: kind, provider: "Securex Gent" },
  link: `/calendar/settings#payroll-codes-${id}`,
  fix: "setPayrollCode",
});

it.each([
  ["en", "The day-off type Sick has no payroll code for Securex Gent.", "Set the payroll code"],
  ["nl", "Het verloftype Ziek heeft geen looncode voor Securex Gent.", "Looncode instellen"],
  ["fr", "Le type de congé Maladie n’a pas de code de paie pour Securex Gent.", "Définir le code de paie"],
])("names a built-in type in %s and links to where its code is set", (locale, message, fix) => {
  renderUi(<AnomalyList anomalies={[missingCode("sick", "sick")]} />, locale);
  const item = screen.getByTestId("payroll-anomaly");
  expect(item).toHaveTextContent(message);
  expect(item).not.toHaveTextContent(/\bsick\b/);
  const link = within(item).getByRole("link", { name: locale === "fr" ? `${fix} : ${message}` : `${fix}: ${message}` });
  expect(link).toHaveAttribute("href", "/calendar/settings#payroll-codes-13");
  expect(link).toHaveTextContent(fix);
});

it("names a custom type by its own name, and a pending request's type too", () => {
  renderUi(
    <AnomalyList
      anomalies={[
        missingCode("custom", "Training", 11),
        {
          rule: "unapproved_request",
          key: "unapprovedRequest",
          employee_id: 1,
          values: { request_id: 5, from: "2026-03-03", to: "2026-03-04", type: "vacation", type_kind: "vacation" },
          link: "/inbox",
        },
      ]}
    />,
  );
  const [custom, pending] = screen.getAllByTestId("payroll-anomaly");
  expect(custom).toHaveTextContent("The day-off type Training has no payroll code");
  expect(pending).toHaveTextContent("Vacation from 03/03/2026 to 04/03/2026 is still waiting for a decision.");
  expect(within(pending!).getByRole("link")).toHaveTextContent("Fix");
});
