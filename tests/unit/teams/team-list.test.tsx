import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";

const messages = readMessages("en");
import { TeamList } from "@/components/teams/team-list";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const teams = [
  { id: 1, name: "Sales", employee_count: 3 },
  { id: 2, name: "Support", employee_count: 0 },
];

function renderList(canWrite: boolean) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <TeamList teams={teams} canWrite={canWrite} maxLength={100} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

// jsdom has no fetch Response; apiFetch only needs ok, status, headers.get and json().
function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: "", headers: { get: () => null }, json: async () => body };
}

it("shows names and counts, and no control at all without write rights", () => {
  renderList(false);
  expect(screen.getByText("Sales")).toBeInTheDocument();
  expect(screen.getByText("3 employees")).toBeInTheDocument();
  expect(screen.getByText("no employees")).toBeInTheDocument();
  expect(screen.queryAllByRole("button")).toHaveLength(0);
});

it("deletes only after confirming in the dialog", async () => {
  const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
  global.fetch = fetchMock as never;
  renderList(true);
  fireEvent.click(screen.getByRole("button", { name: "Delete Sales" }));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByText(/Its employees will have no team/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/teams/delete",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ team_id: 1 }) }),
    ),
  );
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});

it("cancelling the dialog deletes nothing", async () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as never;
  renderList(true);
  fireEvent.click(screen.getByRole("button", { name: "Delete Support" }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(fetchMock).not.toHaveBeenCalled();
});

it("shows the server's field message when a rename is refused", async () => {
  global.fetch = jest.fn().mockResolvedValue(
    jsonResponse(409, {
      error: { code: "conflict", message: "x", fields: { name: "A team with this name already exists" } },
    }),
  ) as never;
  renderList(true);
  fireEvent.click(screen.getByRole("button", { name: "Rename Sales" }));
  fireEvent.change(screen.getByLabelText("Team name"), { target: { value: "Support" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("A team with this name already exists")).toBeInTheDocument();
});
