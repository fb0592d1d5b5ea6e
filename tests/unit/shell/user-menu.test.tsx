import "@/tests/support/radix-dom";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { UserMenu } from "@/components/shell/user-menu";
import { userMenuEntries } from "@/lib/shell/user-menu-entries";
import { renderShell } from "./render-shell";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock("@/lib/auth/sign-in-action", () => ({ signOutAction: jest.fn() }));

const user = { name: "Demo Admin", email: "admin@demo.test", image: null, initials: "DA" };
const links = {
  account: "/account",
  account_migration: "/account-migration",
  self_service: "https://ess.example",
  developer: "/developer",
};

function open(entries: Parameters<typeof UserMenu>[0]["entries"], signOut = jest.fn()) {
  renderShell(<UserMenu user={user} entries={entries} links={links} signOut={signOut} />);
  fireEvent.pointerDown(screen.getByTestId("current-user"), { button: 0, pointerType: "mouse" });
  return screen.getByTestId("user-menu");
}

it("the avatar names the user and the popup shows name and e-mail", () => {
  const menu = open(["sign_out"]);
  expect(screen.getByTestId("current-user")).toHaveAccessibleName("Account menu for Demo Admin");
  expect(within(menu).getByTestId("user-menu-name")).toHaveTextContent("Demo Admin");
  expect(within(menu).getByTestId("user-menu-email")).toHaveTextContent("admin@demo.test");
});

it("renders every entry it is given, with the right targets", () => {
  const menu = open(["account", "account_migration", "self_service", "developer", "reset_demo", "sign_out"]);
  expect(
    within(menu)
      .getAllByRole("menuitem")
      .map((i) => i.textContent),
  ).toEqual([
    "My account",
    "Account migration",
    "Employee self service(opens in a new tab)",
    "Developers",
    "Reset demo account",
    "Sign out",
  ]);
  expect(within(menu).getByTestId("user-menu-account")).toHaveAttribute("href", "/account");
  expect(within(menu).getByTestId("user-menu-self_service")).toHaveAttribute("target", "_blank");
  expect(within(menu).getByTestId("user-menu-developer")).toHaveAttribute("href", "/developer");
});

it("while migrating only sign out is left (per the entries rule)", () => {
  const entries = userMenuEntries({
    accountLink: true,
    migrationPage: true,
    migration: { canMigrate: false, inMigration: true },
    selfServiceUrl: "https://ess.example",
    developerLink: true,
    demoReset: false,
  });
  const menu = open(entries);
  expect(
    within(menu)
      .getAllByRole("menuitem")
      .map((i) => i.textContent),
  ).toEqual(["Sign out"]);
});

it("sign out calls the sign-out action", async () => {
  const signOut = jest.fn();
  const menu = open(["sign_out"], signOut);
  fireEvent.click(within(menu).getByTestId("sign-out"));
  await waitFor(() => expect(signOut).toHaveBeenCalled());
});

it("reset demo account asks first, then posts /clearDemoAccount", async () => {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: false,
    status: 404,
    statusText: "",
    headers: { get: () => null },
    json: async () => ({ error: { message: "Not found" } }),
  });
  global.fetch = fetchMock as never;
  const menu = open(["reset_demo", "sign_out"]);
  fireEvent.click(within(menu).getByTestId("user-menu-reset_demo"));
  const dialog = await screen.findByRole("dialog", { name: "Reset the demo account?" });
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByTestId("reset-demo-confirm"));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith("/clearDemoAccount", expect.objectContaining({ method: "POST" })),
  );
  expect(await screen.findByRole("alert")).toHaveTextContent("Not found");
});
