// The leave request dialog (issue 16): a field's error only under that field (valid fields are never
// marked), any other refusal once at the top in the user's language, and the balance warning before an
// overdraft (Send disabled when the company refuses negative balances, "Send anyway" when it allows them).
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockFetch, renderUi } from "@/tests/support/render-ui";
import { RequestLeaveDialog } from "@/components/leave/request-leave-dialog";
import { splitRequestErrors } from "@/lib/leave/request-form-errors";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const TYPES = [
  { id: 7, kind: "vacation", name: null, unit: "days" as const, self_request: true, needs_approval: true },
];
const FITS = {
  balance: {
    tracks_balance: true,
    amount: 2,
    taken: 1,
    planned: 3,
    available: 18,
    remaining: 20,
    pending: 2,
    over: 0,
    negative_allowed: false,
  },
};

function open(locale = "en", people: Array<{ id: number; name: string }> = []) {
  renderUi(
    <RequestLeaveDialog types={TYPES} people={people} ownEmployeeId={3} defaultDate="2031-03-03" canManage={false} />,
    locale,
  );
  fireEvent.click(
    screen.getByRole("button", {
      name: { en: "Request leave", nl: "Verlof aanvragen", fr: "Demander un congé" }[locale],
    }),
  );
  return screen.getByTestId("request-leave-dialog");
}

/** Answers the dry run with `preview` and the real send with `send`. */
function server(preview: unknown, send: { status?: number; body: unknown }) {
  return mockFetch({
    "POST /api/leave/requests/add": (body) => ((body as { dry_run?: boolean }).dry_run ? { body: preview } : send),
  });
}

afterEach(() => jest.restoreAllMocks());

describe("errors", () => {
  it("shows a field's message under that field only and marks no other field", async () => {
    server(FITS, {
      status: 422,
      body: {
        error: {
          code: "validation_failed",
          message: "Some fields are not valid",
          fields: { start_date: "This period overlaps another request." },
        },
      },
    });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByTestId("error-start_date")).toHaveTextContent(
      "This period overlaps another request.",
    );
    expect(within(dialog).getByLabelText("First day")).toHaveAttribute("aria-invalid", "true");
    for (const label of ["Type", "Last day", "Note (optional)"])
      expect(within(dialog).getByLabelText(label)).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).queryByText("Some fields are not valid")).toBeNull();
    expect(within(dialog).queryByTestId("request-error")).toBeNull();
    expect(within(dialog).getAllByText("This period overlaps another request.")).toHaveLength(1);
  });

  it("shows a refusal without fields once at the top, in the user's language, under no field", async () => {
    server(FITS, { status: 403, body: { error: { code: "read_only", message: "Your account is read-only" } } });
    const dialog = open("nl", [{ id: 9, name: "Iris de Boer" }]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Versturen" }));
    const top = await within(dialog).findByTestId("request-error");
    expect(top).toHaveTextContent("Je account is alleen-lezen: je kunt niets wijzigen.");
    expect(top).toHaveAttribute("role", "alert");
    expect(within(dialog).queryByText("Your account is read-only")).toBeNull();
    expect(within(dialog).queryAllByTestId(/^error-/)).toHaveLength(0);
    expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it("maps 409 and network failures to one translated message", async () => {
    server(FITS, { status: 409, body: { error: { code: "conflict", message: "This request is already approved" } } });
    const dialog = open("fr");
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await within(dialog).findByTestId("request-error")).toHaveTextContent("Ceci a été modifié entre-temps.");
    expect(splitRequestErrors({ message: "Failed to fetch" }, ["start_date"])).toEqual({
      fields: {},
      general: { code: "generic" },
    });
    // A message for a field the form has not got is still said, once, at the top.
    expect(
      splitRequestErrors({ code: "validation_failed", message: "x", fields: { surprise: "surprise is not allowed" } }, [
        "start_date",
      ]).general,
    ).toEqual({ text: "surprise is not allowed" });
    expect(
      splitRequestErrors({ code: "validation_failed", message: "x", fields: { end_part: "bad" } }, ["day_part"]).fields,
    ).toEqual({ day_part: "bad" });
  });
});

describe("balance", () => {
  it("shows what is left and lets a request that fits go", async () => {
    const { calls } = server(FITS, { body: { data: { status: "pending", amount: 2 } } });
    const dialog = open();
    expect(await within(dialog).findByTestId("request-balance")).toHaveTextContent(
      "Taken 1 day · planned 3 days · waiting 2 days · remaining 20 days",
    );
    expect(within(dialog).queryByTestId("overdraft-warning")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const sent = calls.filter((c) => !(c.body as { dry_run?: boolean }).dry_run);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ day_off_type_id: 7, start_date: "2031-03-03", end_date: "2031-03-03" });
  });

  it("warns before an overdraft and keeps Send off when the company refuses negative balances", async () => {
    server(
      {
        balance: {
          tracks_balance: true,
          amount: 10,
          available: 2,
          remaining: 2,
          pending: 0,
          over: 8,
          negative_allowed: false,
        },
      },
      { body: {} },
    );
    const dialog = open();
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText("Last day"), { target: { value: "2031-03-14" } });
    });
    const warning = await within(dialog).findByTestId("overdraft-warning");
    expect(warning).toHaveTextContent(
      "This request takes 10 days. That is 8 days more than the available balance (2 days).",
    );
    expect(warning).toHaveTextContent("Your company does not allow a negative balance");
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("offers Send anyway when the company allows a negative balance", async () => {
    server(
      {
        balance: {
          tracks_balance: true,
          amount: 10,
          available: 2,
          remaining: 2,
          pending: 0,
          over: 8,
          negative_allowed: true,
        },
      },
      { body: { data: { status: "pending", amount: 10 } } },
    );
    const dialog = open("nl");
    expect(await within(dialog).findByTestId("overdraft-warning")).toHaveTextContent(
      "Je bedrijf staat een negatief saldo toe",
    );
    expect(within(dialog).getByRole("button", { name: "Toch versturen" })).toBeEnabled();
  });
});
