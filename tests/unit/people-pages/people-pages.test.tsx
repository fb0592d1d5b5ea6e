// The people screens' own rules and the two components whose behaviour matters most: the directory table
// (rows link to the person, chosen columns only) and delete with the confirmations the server asks for.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { ApiError } from "@/lib/client/api-fetch";
import { apiStartDate, neededConfirmations } from "@/components/people/people-rules";
import { builtInCell } from "@/components/people/people-columns";
import { formatDay } from "@/components/people/format";
import { PeopleTable } from "@/components/people/people-table";
import { PersonActions } from "@/components/people/person-actions";
import { PersonSettingsForm } from "@/components/people/person-settings-form";
import type { EmployeeJson } from "@/lib/people/employee-json";
import { ToastProvider } from "@/components/ui/toast";
import type { EmployeeListRow } from "@/lib/people/list-employees";

const messages = readMessages("en");
const refresh = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push }) }));

function wrap(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ToastProvider>{node}</ToastProvider>
    </NextIntlClientProvider>,
  );
}

function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: "", headers: { get: () => null }, json: async () => body };
}

afterEach(() => jest.restoreAllMocks());

/** A screen whose width can change: matchMedia answers for the narrow query and tells its listeners. */
function screenOf(narrow: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return narrow;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn(() => query) as never;
  return {
    resize(toNarrow: boolean) {
      narrow = toNarrow;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

describe("apiStartDate", () => {
  const today = { year: 2026, month: 11, day: 23 };
  it("sends today as the word now and other days as typed", () => {
    expect(apiStartDate("23/11/2026", today)).toBe("now");
    expect(apiStartDate("3/11/2026", today)).toBe("3/11/2026");
    expect(apiStartDate(" 24/11/2026 ", today)).toBe("24/11/2026");
    expect(apiStartDate("not a date", today)).toBe("not a date");
  });
});

describe("neededConfirmations", () => {
  it("reads the confirmations a 409 names, in the server's order of kinds", () => {
    const error = new ApiError(409, "conflict", "Confirm what deleting this person changes", {
      user_confirmations: "Confirm: manages_teams, has_user_account",
    });
    expect(neededConfirmations(error)).toEqual(["has_user_account", "manages_teams"]);
  });
  it("finds none in other failures", () => {
    expect(neededConfirmations(new ApiError(403, "forbidden", "No"))).toEqual([]);
    expect(neededConfirmations(new Error("has_user_account"))).toEqual([]);
  });
});

describe("directory cells", () => {
  const row = {
    employee_id: 7,
    team_name: "Sales",
    start_date: "2024-02-01",
    end_date: null,
    email: "a@b.test",
  } as unknown as EmployeeListRow;
  it("formats days as DD/MM/YYYY and leaves custom columns to the page", () => {
    expect(builtInCell(row, "start_date")).toBe("01/02/2024");
    expect(builtInCell(row, "end_date")).toBe("");
    expect(builtInCell(row, "team")).toBe("Sales");
    expect(builtInCell(row, "custom_field_3")).toBeUndefined();
    expect(formatDay("1999-12-31")).toBe("31/12/1999");
    expect(formatDay(null)).toBe("");
  });
});

describe("PeopleTable", () => {
  it("links each name to the person and shows only the chosen columns", () => {
    screenOf(false);
    wrap(
      <PeopleTable
        layout="wide"
        nameLabel="Name"
        columns={[{ id: "team", label: "Team" }]}
        rows={[
          {
            id: 12,
            name: "Eva Peeters",
            deleted: false,
            sensitive: true,
            cells: { team: "Sales", email: "hidden@x.test" },
            card: { photoUrl: null, jobTitle: null, teamName: "Sales" },
          },
          {
            id: 13,
            name: "Jan Maes",
            deleted: true,
            sensitive: false,
            cells: {},
            card: { photoUrl: null, jobTitle: null, teamName: null },
          },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Eva Peeters" })).toHaveAttribute("href", "/people/12");
    expect(screen.getByRole("columnheader", { name: "Team" })).toBeInTheDocument();
    expect(screen.queryByText("hidden@x.test")).not.toBeInTheDocument();
    const rows = screen.getAllByTestId("people-row");
    expect(within(rows[0]!).getByText("Sensitive")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Deleted")).toBeInTheDocument();
  });
});

describe("PeopleTable on a phone: the card list", () => {
  it("gives each person a card with photo or initials, name, job title and team, linking to the person", () => {
    screenOf(true);
    wrap(
      <PeopleTable
        layout="narrow"
        nameLabel="Name"
        columns={[{ id: "email", label: "Email" }]}
        rows={[
          {
            id: 21,
            name: "Eva Peeters",
            deleted: false,
            sensitive: false,
            cells: { email: "eva@x.test" },
            card: { photoUrl: "/api/employees/21/photo", jobTitle: "Accountant", teamName: "Finance" },
          },
          {
            id: 22,
            name: "Jan Maes",
            deleted: false,
            sensitive: false,
            cells: {},
            card: { photoUrl: null, jobTitle: null, teamName: "Sales" },
          },
        ]}
      />,
    );
    const cards = screen.getAllByTestId("people-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("link")).toHaveAttribute("href", "/people/21");
    expect(within(cards[0]!).getByText("Accountant · Finance")).toBeInTheDocument();
    expect(cards[0]!.querySelector("img")).toHaveAttribute("src", "/api/employees/21/photo");
    expect(within(cards[1]!).getByText("JM")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Sales")).toBeInTheDocument();
    // The table's columns stay out of the cards.
    expect(within(cards[0]!).queryByText("eva@x.test")).not.toBeInTheDocument();
    // The cards are for phones only (Tailwind's sm breakpoint), and the table is not rendered beside them.
    expect(screen.getByTestId("people-cards")).toHaveClass("sm:hidden");
    expect(screen.queryByTestId("people-table")).not.toBeInTheDocument();
  });

  it("renders only the layout the server guessed, then switches to the screen's and remembers it", () => {
    document.cookie = "screen_layout=; path=/; max-age=0";
    const screenSize = screenOf(true);
    const rows = [
      {
        id: 21,
        name: "Eva Peeters",
        deleted: false,
        sensitive: false,
        cells: {},
        card: { photoUrl: null, jobTitle: null, teamName: null },
      },
    ];
    // The server guessed a desktop (no cookie yet); the phone's width switches it to the cards.
    wrap(<PeopleTable layout="wide" nameLabel="Name" columns={[]} rows={rows} />);
    expect(screen.getAllByTestId("people-card")).toHaveLength(1);
    expect(screen.queryByTestId("people-table")).not.toBeInTheDocument();
    expect(document.cookie).toContain("screen_layout=narrow");
    // Turned sideways past the breakpoint: the table, without asking the server.
    screenSize.resize(false);
    expect(screen.getByTestId("people-table").parentElement).toHaveClass("hidden", "sm:block");
    expect(screen.queryByTestId("people-cards")).not.toBeInTheDocument();
    expect(document.cookie).toContain("screen_layout=wide");
  });
});

describe("PersonSettingsForm for a caller who may change nothing", () => {
  it("shows the settings as text: no field, no disabled control, no save", () => {
    const employee = {
      employee_id: 4,
      preferred_language: "nl",
      language_dialect: "nl-BE",
      seniority_date: "2020-03-01",
      payroll_push_method: "manual",
      is_sensitive: false,
    } as EmployeeJson;
    const { container } = wrap(<PersonSettingsForm employee={employee} canEdit={false} canSetSensitive={false} />);
    expect(container.querySelectorAll("input, select, textarea, button")).toHaveLength(0);
    expect(screen.getByTestId("person-settings-view")).toHaveTextContent("01/03/2020");
    expect(screen.getByText("Not sensitive")).toBeInTheDocument();
  });
});

describe("PersonActions delete", () => {
  it("asks for the confirmations the server names, then sends them", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(409, {
          error: {
            code: "conflict",
            message: "Confirm what deleting this person changes",
            fields: { user_confirmations: "Confirm: has_user_account" },
          },
          required_confirmations: ["has_user_account"],
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { data: { employee_id: 5, deleted: true } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    wrap(
      <PersonActions employeeId={5} name="Eva" deleted={false} canDelete canReactivate={false} canHardDelete={false} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete person" }));
    const dialog = await screen.findByTestId("delete-person-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const box = await within(dialog).findByRole("checkbox", { name: /user account/ });
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeDisabled();
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ employee_id: 5, user_confirmations: [] });
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({
      employee_id: 5,
      user_confirmations: ["has_user_account"],
    });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("offers nothing to a caller who may not delete", () => {
    wrap(
      <PersonActions
        employeeId={5}
        name="Eva"
        deleted={false}
        canDelete={false}
        canReactivate={false}
        canHardDelete={false}
      />,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
