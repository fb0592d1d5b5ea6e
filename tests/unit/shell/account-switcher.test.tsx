import "@/tests/support/radix-dom";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AccountSwitcher } from "@/components/shell/account-switcher";
import { jsonResponse, renderShell } from "./render-shell";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const account = (name: string, extra: Partial<{ trial_expired: boolean; current: boolean }> = {}) => ({
  name,
  subdomain: name.toLowerCase().replace(/\W+/g, "-"),
  trial_expired: false,
  current: false,
  ...extra,
});
const two = [account("Verhaeghe", { current: true }), account("Bakkerij Peeters")];

function setStandalone(matches: boolean) {
  window.matchMedia = jest
    .fn()
    .mockImplementation(() => ({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

beforeEach(() => setStandalone(false));
afterEach(() => jest.restoreAllMocks());

function open() {
  fireEvent.pointerDown(screen.getByTestId("account-switcher-trigger"), { button: 0, pointerType: "mouse" });
  return screen.getByTestId("account-switcher-menu");
}

describe("static logo", () => {
  it("with a single account", () => {
    renderShell(<AccountSwitcher groupName="Verhaeghe" accounts={[two[0]!]} impersonating={false} logoHref="/" />);
    expect(screen.getByTestId("account-switcher")).toHaveAttribute("data-static", "true");
    expect(screen.queryByTestId("account-switcher-trigger")).not.toBeInTheDocument();
  });
  it("when impersonating", () => {
    renderShell(<AccountSwitcher groupName="Verhaeghe" accounts={two} impersonating logoHref="/" />);
    expect(screen.queryByTestId("account-switcher-trigger")).not.toBeInTheDocument();
  });
  it("in the installed app (display-mode standalone)", () => {
    setStandalone(true);
    renderShell(<AccountSwitcher groupName="Verhaeghe" accounts={two} impersonating={false} logoHref="/" />);
    expect(screen.queryByTestId("account-switcher-trigger")).not.toBeInTheDocument();
  });
  it("links to the dashboard only with dashboard access", () => {
    const { unmount } = renderShell(
      <AccountSwitcher groupName="Verhaeghe" accounts={[two[0]!]} impersonating={false} logoHref="/" />,
    );
    expect(screen.getByTestId("logo")).toHaveAttribute("href", "/");
    unmount();
    renderShell(<AccountSwitcher groupName="Verhaeghe" accounts={[two[0]!]} impersonating={false} logoHref={null} />);
    expect(screen.getByTestId("logo")).not.toHaveAttribute("href");
  });
});

describe("the switcher", () => {
  it("lists the accounts with a check on the current one", () => {
    renderShell(<AccountSwitcher groupName="Verhaeghe" accounts={two} impersonating={false} logoHref="/" />);
    const menu = open();
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining("Verhaeghe"), "Bakkerij Peeters"]);
    expect(items[0]).toHaveAttribute("aria-current", "true");
    expect(items[0]!.querySelector("svg")).not.toBeNull();
    expect(items[1]).not.toHaveAttribute("aria-current");
  });

  it("disables a trial-expired account with an expired marker and a tooltip", () => {
    renderShell(
      <AccountSwitcher
        groupName="Verhaeghe"
        accounts={[...two, account("Old Trial", { trial_expired: true })]}
        impersonating={false}
        logoHref="/"
      />,
    );
    const item = within(open()).getByRole("menuitem", { name: /Old Trial/ });
    expect(item).toHaveAttribute("aria-disabled", "true");
    expect(item).toHaveAttribute("title", "The trial of this company has ended");
    expect(within(item).getByText("expired")).toBeInTheDocument();
  });

  it("shows the search field from 8 accounts on, and filters", () => {
    const seven = [two[0]!, ...Array.from({ length: 6 }, (_, i) => account(`Company ${i}`))];
    const { unmount } = renderShell(
      <AccountSwitcher groupName="Verhaeghe" accounts={seven} impersonating={false} logoHref="/" />,
    );
    expect(within(open()).queryByRole("searchbox")).not.toBeInTheDocument();
    unmount();
    renderShell(
      <AccountSwitcher
        groupName="Verhaeghe"
        accounts={[...seven, account("Zebra Works")]}
        impersonating={false}
        logoHref="/"
      />,
    );
    const menu = open();
    fireEvent.change(within(menu).getByRole("searchbox", { name: "Search companies" }), { target: { value: "zebra" } });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Zebra Works"]);
  });

  it("choosing an account posts the switch, then reloads", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { data: {} }));
    global.fetch = fetchMock as never;
    const onSwitched = jest.fn();
    renderShell(
      <AccountSwitcher
        groupName="Verhaeghe"
        accounts={two}
        impersonating={false}
        logoHref="/"
        onSwitched={onSwitched}
      />,
    );
    fireEvent.click(within(open()).getByRole("menuitem", { name: "Bakkerij Peeters" }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/accounts/switch",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ subdomain: "bakkerij-peeters" }) }),
    );
  });

  it("shows the error toast when the switch fails", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonResponse(422, { error: { code: "validation", message: "The trial of this account has ended" } }),
      ) as never;
    const onSwitched = jest.fn();
    renderShell(
      <AccountSwitcher
        groupName="Verhaeghe"
        accounts={two}
        impersonating={false}
        logoHref="/"
        onSwitched={onSwitched}
      />,
    );
    fireEvent.click(within(open()).getByRole("menuitem", { name: "Bakkerij Peeters" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The trial of this account has ended");
    expect(onSwitched).not.toHaveBeenCalled();
  });
});
