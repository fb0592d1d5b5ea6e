import "@/tests/support/radix-dom";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { EnableMoreMenu } from "@/components/shell/enable-more-menu";
import { SearchCombobox } from "@/components/shell/header-search";
import { Sidebar } from "@/components/shell/sidebar";
import { UpgradeRequestProvider } from "@/components/shell/upgrade-request";
import { SEARCH_DEBOUNCE_MS } from "@/lib/ui/constants";
import { jsonResponse, renderShell } from "./render-shell";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/" }));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  push.mockReset();
});

describe("search combobox", () => {
  const result = {
    people: [{ id: 7, name: "Jan Peeters", job_title: "Baker", team_name: "Production", url: null }],
    teams: [{ id: 3, name: "Production", url: "/settings/teams/add" }],
  };

  it("asks the server 200 ms after the last keystroke, from 2 characters on", async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, result));
    global.fetch = fetchMock as never;
    renderShell(<SearchCombobox idPrefix="t" />);
    const input = screen.getByRole("combobox", { name: "Search people and teams" });
    fireEvent.change(input, { target: { value: "p" } });
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "pr" } });
    await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(input, { target: { value: "pro" } });
    await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/search?keyword=pro");
  });

  it("moves through the results with the arrow keys and opens one with Enter; Escape closes", async () => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, result)) as never;
    renderShell(<SearchCombobox idPrefix="t" />);
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "pro" } });
    const listbox = await screen.findByRole("listbox");
    await within(listbox).findAllByRole("option");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining("Jan Peeters"), "Production"]);
    // A person without a page yet is shown but cannot be opened.
    expect(options[0]).toHaveAttribute("aria-disabled", "true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    fireEvent.keyDown(input, { key: "ArrowDown" }); // wraps
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/settings/teams/add");
    fireEvent.change(input, { target: { value: "pro" } });
    await within(await screen.findByRole("listbox")).findAllByRole("option");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("says when nothing is found", async () => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { people: [], teams: [] })) as never;
    renderShell(<SearchCombobox idPrefix="t" />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "zzz" } });
    expect(await screen.findByText("Nothing found for “zzz”.")).toBeInTheDocument();
  });
});

describe("Enable more", () => {
  it("lists the greyed-out modules and asks for the upgrade flow with the chosen one", () => {
    const onUpgradeRequest = jest.fn();
    renderShell(
      <UpgradeRequestProvider onUpgradeRequest={onUpgradeRequest}>
        <EnableMoreMenu modules={["contracts", "trainings", "internal_messages", "orgchart"]} />
      </UpgradeRequestProvider>,
    );
    fireEvent.pointerDown(screen.getByTestId("enable-more"), { button: 0, pointerType: "mouse" });
    const menu = screen.getByTestId("enable-more-menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual([
      "ContractsAvailable in the full edition",
      "EducationAvailable in the full edition",
      "CommunicationAvailable in the full edition",
      "Org chartAvailable in the full edition",
    ]);
    fireEvent.click(within(menu).getByTestId("upsell-contracts"));
    expect(onUpgradeRequest).toHaveBeenCalledWith("contracts");
  });

  it("without an upgrade flow, the modules are shown disabled", () => {
    renderShell(<EnableMoreMenu modules={["contracts"]} />);
    fireEvent.pointerDown(screen.getByTestId("enable-more"), { button: 0, pointerType: "mouse" });
    expect(screen.getByTestId("upsell-contracts")).toHaveAttribute("aria-disabled", "true");
  });

  it("is absent for full-edition users (no modules)", () => {
    renderShell(<EnableMoreMenu modules={[]} />);
    expect(screen.queryByTestId("enable-more")).not.toBeInTheDocument();
  });
});

describe("sidebar", () => {
  it("opens from the hamburger as a dialog with the links, and Escape closes it", () => {
    renderShell(
      <Sidebar
        groupName="Verhaeghe"
        links={[
          { key: "dashboard", href: "/", beta: false },
          { key: "benchmark", href: "/benchmark", beta: true },
        ]}
        upsell={["contracts"]}
        help={{ url: "https://help.example/en", email: "support@example.com" }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Open the menu" }));
    const dialog = screen.getByRole("dialog", { name: "Verhaeghe" });
    expect(within(dialog).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(within(dialog).getByRole("link", { name: /Benchmark/ })).toHaveTextContent("Beta");
    expect(within(dialog).getByRole("button", { name: /Contracts/ })).toBeDisabled();
    expect(within(dialog).getByRole("link", { name: /Help centre/ })).toHaveAttribute(
      "href",
      "https://help.example/en",
    );
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
