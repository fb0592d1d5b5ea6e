// The payroll month's empty people list says why it is empty: with "Only people with anomalies" ticked in a
// month that has people, nobody has an anomaly (not "nobody is employed"); without the filter, or in a month
// without anyone, nobody is employed.
import { screen } from "@testing-library/react";
import { renderUi } from "@/tests/support/render-ui";
import { PayrollMonthScreen } from "@/components/payroll/payroll-month-screen";
import type { MonthScreenView } from "@/components/payroll/payroll-types";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

function monthScreen(total: number, onlyAnomalies: boolean): MonthScreenView {
  return {
    year: 2026,
    month: 3,
    integrations: [{ id: 4, alias: "Portal", provider: "be_portal", status: "active" }],
    integration: { id: 4, alias: "Portal", provider: "be_portal", status: "active" },
    overview: {
      anomalies: [],
      data: [],
      total,
      listed: 0,
      person_anomalies: 0,
      page: 0,
      per_page: 25,
      only_anomalies: onlyAnomalies,
    },
    entries: { one_offs: [], special_messages: [], advances: [], unemployment: [] },
    types: [],
    pushes: [],
    locked: false,
    people: [],
    rights: {
      write: false,
      push: false,
      advancesRead: false,
      advancesWrite: false,
      excelExport: false,
      excelImport: false,
      checkCalendar: false,
      answerCode: false,
      unemployment: true,
    },
    userId: "u1",
  } as unknown as MonthScreenView;
}

it.each([
  ["en", "No one has an anomaly this month."],
  ["nl", "Niemand heeft deze maand een afwijking."],
  ["fr", "Personne n'a d'anomalie ce mois-ci."],
])("with only anomalies ticked and none found, says nobody has an anomaly (%s)", (locale, text) => {
  renderUi(<PayrollMonthScreen screen={monthScreen(3, true)} />, locale);
  expect(screen.getByTestId("payroll-no-people")).toHaveTextContent(text);
  expect(screen.getByTestId("payroll-only-anomalies")).toBeChecked();
});

it("without the filter, or in a month with nobody, says nobody is employed", () => {
  const { unmount } = renderUi(<PayrollMonthScreen screen={monthScreen(0, false)} />);
  expect(screen.getByTestId("payroll-no-people")).toHaveTextContent("Nobody is employed in this month.");
  unmount();
  renderUi(<PayrollMonthScreen screen={monthScreen(0, true)} />);
  expect(screen.getByTestId("payroll-no-people")).toHaveTextContent("Nobody is employed in this month.");
});
