// The users screen's client components: the list, the per-user panel with the labelled switches of existing
// modules (those that do not apply to the role disabled and unticked), and which controls a read-only admin
// gets (none that act).
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { ACCESS_SWITCHES } from "@/lib/access/switches";
import { SHOWN_ACCESS_SWITCHES } from "@/lib/access/switch-applicability";
import { UserList, type ListedUser } from "@/components/settings-users/user-list";

const messages = readMessages("en");
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const rights = Object.fromEntries(
  ACCESS_SWITCHES.map((s) => [s.api, s.api === "calendar_access"]),
) as ListedUser["rights"];
const base = {
  language: null,
  invited_at: null,
  employee: null,
  rights,
  team_based_access: { enabled: false, team_ids: [] },
};
const users: ListedUser[] = [
  { ...base, user_id: "self", email: "me@example.test", real_name: "Me Admin", role: "admin", status: "enabled" },
  {
    ...base,
    user_id: "u1",
    email: "ann@example.test",
    real_name: "Ann",
    role: "default",
    status: "enabled",
    employee: { id: 4, name: "Ann Peeters" },
  },
  { ...base, user_id: "u2", email: "new@example.test", real_name: "", role: "employee", status: "invited" },
];
const teams = [{ id: 7, name: "Sales" }];

function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: "", headers: { get: () => null }, json: async () => body };
}

function renderList(canManage: boolean) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UserList users={users} teams={teams} canManage={canManage} selfId="self" />
    </NextIntlClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it("lists role, status and linked employee of each user", () => {
  renderList(true);
  const rows = screen.getAllByTestId("user-row");
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByText("Employee: Ann Peeters")).toBeInTheDocument();
  expect(within(rows[2]!).getByText("Invited")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("(you)")).toBeInTheDocument();
});

it("opens a panel with the rights of existing modules as labelled switches and sets one", async () => {
  const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { data: {} }));
  global.fetch = fetchMock as never;
  renderList(true);
  fireEvent.click(screen.getByRole("button", { name: "Rights of Ann" }));
  const panel = screen.getByTestId("user-panel");
  // Switches of modules that are not built (fleet, assets, trainings, ...) are not shown.
  expect(
    within(panel)
      .getAllByRole("switch")
      .map((sw) => sw.getAttribute("data-switch")),
  ).toEqual(SHOWN_ACCESS_SWITCHES.map((s) => s.api));
  expect(within(panel).queryByRole("switch", { name: "Fleet" })).toBeNull();
  expect(within(panel).queryByRole("switch", { name: "Workflows" })).toBeNull();
  const wages = within(panel).getByRole("switch", { name: "Wages" });
  expect(wages).not.toBeChecked();
  expect(within(panel).getByRole("switch", { name: "Calendar and days off" })).toBeChecked();
  fireEvent.click(wages);
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/wages_access/set",
      expect.objectContaining({ body: JSON.stringify({ user_id: "u1", has_wages_access: true }) }),
    ),
  );
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});

it("shows switches that do not apply to a self-service employee as such: disabled, unticked, with the reason", () => {
  // Stored as on: the screen still must not show them ticked.
  const allOn = Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.api, s.api !== "read_only"])) as ListedUser["rights"];
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UserList
        users={[
          {
            ...base,
            rights: allOn,
            user_id: "e1",
            email: "emp@example.test",
            real_name: "Emma",
            role: "employee",
            status: "enabled",
          },
        ]}
        teams={teams}
        canManage
        selfId="self"
      />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Rights of Emma" }));
  const panel = screen.getByTestId("user-panel");
  for (const name of ["Add employees", "Excel exports", "Wages", "Sensitive data", "Employee details"]) {
    const sw = within(panel).getByRole("switch", { name });
    expect([name, (sw as HTMLInputElement).checked, (sw as HTMLInputElement).disabled]).toEqual([name, false, true]);
    expect(sw).toHaveAccessibleDescription("Does not apply to the role Employee (self-service)");
  }
  for (const name of ["Documents", "Calendar and days off"]) {
    const sw = within(panel).getByRole("switch", { name });
    expect([name, (sw as HTMLInputElement).checked, (sw as HTMLInputElement).disabled]).toEqual([name, true, false]);
  }
});

it("shows the lock-out reason the server gives", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValue(
      jsonResponse(409, { error: { code: "conflict", message: "x", fields: { user_id: "self_lockout" } } }),
    ) as never;
  renderList(true);
  fireEvent.click(screen.getByRole("button", { name: "Rights of Me Admin" }));
  fireEvent.change(screen.getByLabelText("Role"), { target: { value: "default" } });
  expect(await screen.findByText("You cannot take your own admin access away.")).toBeInTheDocument();
  // No disable or delete on oneself.
  expect(screen.queryByRole("button", { name: "Disable" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Delete for good" })).not.toBeInTheDocument();
});

it("offers withdraw on an invitation, and deletes only after confirming", async () => {
  const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
  global.fetch = fetchMock as never;
  renderList(true);
  fireEvent.click(screen.getByRole("button", { name: "Rights of new@example.test" }));
  expect(screen.getByRole("button", { name: "Withdraw invitation" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Delete for good" }));
  const dialog = await screen.findByRole("dialog");
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole("button", { name: "Delete for good" }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/hardDeleteUser",
      expect.objectContaining({ body: JSON.stringify({ user_id: "u2" }) }),
    ),
  );
});

it("gives a read-only admin the rights to look at, with every control disabled and no actions", () => {
  renderList(false);
  fireEvent.click(screen.getByRole("button", { name: "Rights of Ann" }));
  const panel = screen.getByTestId("user-panel");
  for (const sw of within(panel).getAllByRole("switch")) expect(sw).toBeDisabled();
  expect(within(panel).getByLabelText("Role")).toBeDisabled();
  expect(within(panel).queryAllByRole("button")).toHaveLength(0);
});

describe("Impersonate", () => {
  const people: ListedUser[] = [
    ...users,
    { ...base, user_id: "a2", email: "peer@example.test", real_name: "Peer Admin", role: "admin", status: "enabled" },
    { ...base, user_id: "d1", email: "gone@example.test", real_name: "Gone", role: "default", status: "disabled" },
  ];
  const renderWith = (canImpersonate: boolean) =>
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <UserList users={people} teams={teams} canManage selfId="self" canImpersonate={canImpersonate} />
      </NextIntlClientProvider>,
    );
  const open = (name: string) => fireEvent.click(screen.getByRole("button", { name: `Rights of ${name}` }));

  it("is offered on enabled non-admin users only, never on oneself, and only when the caller may impersonate", () => {
    const { unmount } = renderWith(true);
    const offered = (name: string) => {
      open(name);
      const has = within(screen.getByTestId("user-panel")).queryByTestId("impersonate") !== null;
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
      return has;
    };
    expect(["Ann", "Me Admin", "Peer Admin", "Gone", "new@example.test"].map((n) => [n, offered(n)])).toEqual([
      ["Ann", true],
      ["Me Admin", false],
      ["Peer Admin", false],
      ["Gone", false],
      ["new@example.test", false],
    ]);
    unmount();
    renderWith(false);
    open("Ann");
    expect(screen.queryByTestId("impersonate")).toBeNull();
  });

  it("asks first, then starts the impersonation through the API", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { data: {}, redirect_to: "/" }));
    global.fetch = fetchMock as never;
    renderWith(true);
    open("Ann");
    fireEvent.click(screen.getByTestId("impersonate"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Continue as Ann?");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Impersonate" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/impersonation/start",
        expect.objectContaining({ body: JSON.stringify({ user_id: "u1" }) }),
      ),
    );
  });
});
