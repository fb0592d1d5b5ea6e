// The upgrade flow (spec sections 2, 4, 6, 9): offered only when the server's offer says so; upgrade ->
// confirm -> success (links to /settings/modules and /dashboard) or book a demo -> booked; one step
// at a time; closing returns to the current URL; the reseller variant shows no price.
import { useState } from "react";
import { navItem } from "@/lib/shell/nav-items";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { UpgradeButton, UpgradeFlowProvider } from "@/components/flows/upgrade-flow";
import type { UpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";
import { canOfferLightToFullUpgrade } from "@/lib/upgrade/upgrade-rule";
import { MODAL_WIDTH } from "@/lib/ui/constants";
import { createTranslator } from "next-intl";
import { fullEditionGainLabels } from "@/lib/upgrade/full-edition-gains";
import { readMessages } from "@/tests/support/messages";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

// The labels as app-flows.tsx translates them on the server.
const messages = readMessages("en");
const gains = fullEditionGainLabels(
  createTranslator({ locale: "en", messages, namespace: "nav" }) as (key: string) => string,
  createTranslator({ locale: "en", messages, namespace: "flags" }) as (key: string) => string,
);

const refresh = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh, replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/people",
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const direct: UpgradeOffer = {
  offered: true,
  employee_count: 25,
  via_reseller: false,
  reseller_name: null,
  price: { amount_cents: 450, currency: "EUR", per: "employee_month", vat_included: false },
  request_pending: false,
};
const viaReseller: UpgradeOffer = { ...direct, via_reseller: true, reseller_name: "Partner Payroll", price: null };

function renderFlow(offer: UpgradeOffer | null) {
  return renderUi(
    <UpgradeFlowProvider offer={offer} gains={gains}>
      <UpgradeButton />
    </UpgradeFlowProvider>,
  );
}

beforeEach(() => {
  refresh.mockClear();
  replace.mockClear();
  window.history.replaceState(null, "", "/people");
});

const dialogs = () => screen.queryAllByRole("dialog");

describe("visibility rule", () => {
  it("offers the upgrade only to an admin of a light account with 20 or more employees", () => {
    const base = { role: "admin", edition: "light" as const, employeeCount: 20, readOnly: false };
    expect(canOfferLightToFullUpgrade(base)).toBe(true);
    expect(canOfferLightToFullUpgrade({ ...base, employeeCount: 19 })).toBe(false);
    expect(canOfferLightToFullUpgrade({ ...base, edition: "full" })).toBe(false);
    expect(canOfferLightToFullUpgrade({ ...base, role: "default" })).toBe(false);
    expect(canOfferLightToFullUpgrade({ ...base, readOnly: true })).toBe(false);
  });

  it("renders no entry point when not offered (full accounts, non-admins)", () => {
    renderFlow({ ...direct, offered: false });
    expect(screen.queryByTestId("upgrade-button")).toBeNull();
    renderFlow(null);
    expect(screen.queryByTestId("upgrade-button")).toBeNull();
  });
});

it("goes upgrade -> confirm -> success, one modal at a time, then refreshes the app", async () => {
  const fetch = mockFetch({ "POST /api/upgrade/upgradeLightToFull": { body: { data: { status: "upgraded" } } } });
  renderFlow(direct);
  fireEvent.click(screen.getByTestId("upgrade-button"));
  const upgrade = await screen.findByTestId("upgrade-modal");
  expect(upgrade.style.maxWidth).toBe(`${MODAL_WIDTH.upgrade}px`);
  // Only what exists today is sold (issue 16): the built full-only modules and the full-only switches that add
  // something (never a "turn off" switch), no module to come.
  expect(
    within(within(upgrade).getByTestId("upgrade-gains"))
      .getAllByRole("listitem")
      .map((li) => li.textContent?.replace("✓", "")),
  ).toEqual([
    "Org chart",
    "Expenses",
    "Contracts",
    "Budgets",
    "Expense claims in self-service",
    "Overtime compensation",
    "Multiple managers",
    "Outplacement alerts",
  ]);
  expect(within(upgrade).queryByText("Performance reviews")).toBeNull();
  // The price comes from the offer (data), not the component.
  expect(within(upgrade).getByTestId("upgrade-price")).toHaveTextContent(/€4\.50 per employee per month/);
  expect(within(upgrade).getByTestId("upgrade-price")).toHaveTextContent(/For your 25 employees: €112\.50 per month/);

  fireEvent.click(within(upgrade).getByRole("button", { name: "Upgrade" }));
  const confirm = await screen.findByTestId("upgrade-confirm-modal");
  expect(dialogs()).toHaveLength(1);
  fireEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));

  const success = await screen.findByTestId("upgrade-success-modal");
  expect(dialogs()).toHaveLength(1);
  expect(fetch.calls).toEqual([{ method: "POST", url: "/api/upgrade/upgradeLightToFull", body: {} }]);
  // "Go to active modules" appears once /settings/modules exists (the settings issue); never a dead link.
  const modulesLink = within(success).queryByRole("link", { name: "Go to active modules" });
  if (navItem("settings_modules").available) expect(modulesLink).toHaveAttribute("href", "/settings/modules");
  else expect(modulesLink).toBeNull();
  expect(within(success).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(refresh).toHaveBeenCalled();
});

it("books a demo from the upgrade modal and shows the booked modal", async () => {
  const fetch = mockFetch({
    "POST /api/upgrade/bookDemo": { body: { data: { id: 1, kind: "demo", already_requested: false } } },
  });
  renderFlow(direct);
  fireEvent.click(screen.getByTestId("upgrade-button"));
  fireEvent.click(within(await screen.findByTestId("upgrade-modal")).getByRole("button", { name: "Book a demo" }));
  const booked = await screen.findByTestId("upgrade-booked-modal");
  expect(dialogs()).toHaveLength(1);
  expect(fetch.calls[0]!.body).toEqual({ source: "upgrade_flow" });
  fireEvent.click(within(booked).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(dialogs()).toHaveLength(0));
});

it("closes every step with Escape and stays on the current URL", async () => {
  mockFetch({});
  renderFlow(direct);
  fireEvent.click(screen.getByTestId("upgrade-button"));
  fireEvent.click(within(await screen.findByTestId("upgrade-modal")).getByRole("button", { name: "Upgrade" }));
  fireEvent.keyDown(await screen.findByTestId("upgrade-confirm-modal"), { key: "Escape" });
  await waitFor(() => expect(dialogs()).toHaveLength(0));
  expect(replace).not.toHaveBeenCalled();
});

it("opens from ?upgrade=open and closing returns to the URL without it", async () => {
  window.history.replaceState(null, "", "/people?team=3&upgrade=open");
  mockFetch({});
  renderFlow(direct);
  const upgrade = await screen.findByTestId("upgrade-modal");
  fireEvent.keyDown(upgrade, { key: "Escape" });
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/people?team=3"));
});

it("opens when a client-side navigation reaches ?upgrade=open (the proxy's answer to a greyed-out module)", async () => {
  // The provider stays mounted across a client-side navigation; only the URL changes under it.
  function Navigating() {
    const [, setVisits] = useState(0);
    const navigate = () => {
      window.history.replaceState(null, "", "/?upgrade=open");
      setVisits((n) => n + 1);
    };
    return (
      <>
        <button onClick={navigate}>navigate</button>
        <UpgradeFlowProvider offer={direct} gains={gains}>
          <UpgradeButton />
        </UpgradeFlowProvider>
      </>
    );
  }
  mockFetch({});
  renderUi(<Navigating />);
  expect(dialogs()).toHaveLength(0);
  fireEvent.click(screen.getByRole("button", { name: "navigate" }));
  expect(await screen.findByTestId("upgrade-modal")).toBeInTheDocument();
});

it("shows the error toast and stays on the step when the upgrade fails", async () => {
  mockFetch({
    "POST /api/upgrade/upgradeLightToFull": {
      status: 403,
      body: { error: { code: "forbidden", message: "Not allowed" } },
    },
  });
  renderFlow(direct);
  fireEvent.click(screen.getByTestId("upgrade-button"));
  fireEvent.click(within(await screen.findByTestId("upgrade-modal")).getByRole("button", { name: "Upgrade" }));
  fireEvent.click(within(await screen.findByTestId("upgrade-confirm-modal")).getByRole("button", { name: "Confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Not allowed");
  expect(screen.getByTestId("upgrade-confirm-modal")).toBeInTheDocument();
});

it("the reseller variant shows no price and asks the reseller", async () => {
  mockFetch({
    "POST /api/upgrade/upgradeLightToFull": {
      body: { data: { status: "requested", reseller_name: "Partner Payroll" } },
    },
  });
  renderFlow(viaReseller);
  fireEvent.click(screen.getByTestId("upgrade-button"));
  const upgrade = await screen.findByTestId("upgrade-modal");
  expect(within(upgrade).queryByTestId("upgrade-price")).toBeNull();
  expect(within(upgrade).queryByText(/€/)).toBeNull();
  expect(within(upgrade).getByTestId("upgrade-reseller-note")).toHaveTextContent("Partner Payroll");
  fireEvent.click(within(upgrade).getByRole("button", { name: "Ask Partner Payroll to upgrade" }));
  fireEvent.click(within(await screen.findByTestId("upgrade-confirm-modal")).getByRole("button", { name: "Confirm" }));
  expect(await screen.findByTestId("upgrade-requested-modal")).toHaveTextContent(
    "Partner Payroll has your upgrade request",
  );
  expect(refresh).not.toHaveBeenCalled();
});

it("does not offer a second reseller request while one is pending", async () => {
  renderFlow({ ...viaReseller, request_pending: true });
  fireEvent.click(screen.getByTestId("upgrade-button"));
  const upgrade = await screen.findByTestId("upgrade-modal");
  expect(within(upgrade).getByTestId("upgrade-reseller-note")).toHaveTextContent("was sent to Partner Payroll");
  expect(within(upgrade).queryByRole("button", { name: /Ask Partner Payroll/ })).toBeNull();
});
