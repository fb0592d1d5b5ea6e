// The budgets panel on /expenses (issue 22): everyone who reads budgets sees each team's or cost centre's
// spent share; only a manager of budgets (budgets.manage, not read-only) gets the form and the remove buttons,
// and the form sends the team or the cost centre chosen with the amount as typed (comma decimals).
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { BudgetsPanel } from "@/components/expenses/budgets-panel";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

const year = new Date().getFullYear();
const budgets = [
  { id: 1, team_id: 4, team_name: "Logistics", cost_centre_code: null, amount: 1000, spent: 250, spent_share: 25 },
  { id: 2, team_id: null, team_name: null, cost_centre_code: "CC1", amount: 500, spent: 600, spent_share: 120 },
];
const list = { [`GET /api/expenses/budgets/list?year=${year}`]: { body: { data: budgets, total: 2 } } };

it("shows the spent share without any control to a reader", async () => {
  mockFetch(list);
  renderUi(<BudgetsPanel manage={null} />);
  expect(
    await screen.findByRole("progressbar", { name: /Team Logistics: € 250.00 of € 1,000.00 spent \(25%\)/ }),
  ).toHaveAttribute("aria-valuenow", "25");
  // Over budget: the bar stops at 100.
  expect(screen.getByRole("progressbar", { name: /Cost centre CC1/ })).toHaveAttribute("aria-valuenow", "100");
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("form")).toBeNull();
});

it("lets a manager of budgets set one for a team and remove one (nl)", async () => {
  const { calls } = mockFetch({
    ...list,
    "POST /api/expenses/budgets/set": { body: { data: { id: 3 } } },
    "POST /api/expenses/budgets/delete": { body: { data: { id: 2, deleted: true } } },
  });
  renderUi(
    <BudgetsPanel manage={{ teams: [{ id: 4, name: "Logistics" }], costCentres: [{ code: "CC1", name: "Sales" }] }} />,
    "nl",
  );
  fireEvent.change(await screen.findByLabelText("Team of kostenplaats"), { target: { value: "team:4" } });
  fireEvent.change(screen.getByLabelText("Budget voor het jaar (EUR)"), { target: { value: "1.500,50" } });
  fireEvent.click(screen.getByRole("button", { name: "Budget bewaren" }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/expenses/budgets/set",
      body: { year, amount: "1.500,50", team_id: 4 },
    }),
  );
  fireEvent.click(screen.getByRole("button", { name: "Het budget van Kostenplaats CC1 verwijderen" }));
  await waitFor(() =>
    expect(calls.filter((c) => c.method === "POST").at(-1)).toMatchObject({
      url: "/api/expenses/budgets/delete",
      body: { budget_id: 2 },
    }),
  );
});
