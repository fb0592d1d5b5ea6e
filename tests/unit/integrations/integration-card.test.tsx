// An integration's card shows the credential rows its provider has (provider-catalogue.ts): the NL payroll
// API has no secret and calls its customer code the employer number; a company being registered by an
// onboarding has no customer code yet and the card says so instead of an empty value.
import { screen, within } from "@testing-library/react";
import { IntegrationCard } from "@/components/integrations/integration-card";
import type { IntegrationView } from "@/components/integrations/integration-types";
import { describeProvider } from "@/lib/integrations/providers/provider-catalogue";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

function integration(over: Partial<IntegrationView> = {}): IntegrationView {
  return {
    id: 4,
    provider: "be_portal",
    alias: "Payroll",
    username: "anna",
    customer_code: "C-123",
    password: "••••••••",
    secret: null,
    status: "connected",
    source: "securex",
    settings: {},
    last_sync_at: null,
    created_at: "2026-11-01T10:00:00.000Z",
    disabled_at: null,
    linked_people: 0,
    latest_command: null,
    ...over,
  } as IntegrationView;
}

function renderCard(view: IntegrationView, locale = "en") {
  mockFetch({ "GET /api/integrations/4/commands/list": { body: { data: [], total: 0, page: 1, per_page: 5 } } });
  const noop = () => undefined;
  renderUi(
    <IntegrationCard
      integration={view}
      description={describeProvider(view.provider)}
      canManage={false}
      live={{}}
      onChanged={noop}
      onSeen={noop}
      onMoved={noop}
      onEnterCode={noop}
    />,
    locale,
  );
  const terms = within(screen.getByTestId("integration-card"))
    .getAllByRole("term")
    .map((dt) => dt.textContent);
  return { terms };
}

it("shows the portal's customer code and its secret row", () => {
  const { terms } = renderCard(integration());
  expect(terms).toEqual(expect.arrayContaining(["Customer code", "Secret"]));
  expect(screen.getByTestId("integration-customer-code")).toHaveTextContent("C-123");
  expect(screen.getByTestId("integration-secret")).toHaveTextContent("Not set");
});

it("shows the NL employer number and no secret row (nl)", () => {
  const { terms } = renderCard(integration({ provider: "nl_payroll", customer_code: "123456" }), "nl");
  expect(terms).toContain("Werkgeversnummer");
  expect(terms).not.toContain("Klantnummer");
  expect(terms).not.toContain("Geheim");
  expect(screen.queryByTestId("integration-secret")).toBeNull();
  expect(screen.getByTestId("integration-customer-code")).toHaveTextContent("123456");
});

it("says the company is being registered while an onboarding has not assigned a customer code", () => {
  renderCard(integration({ customer_code: "", status: "pending" }));
  expect(screen.getByTestId("integration-customer-code")).toHaveTextContent("Being registered with the provider");
});
