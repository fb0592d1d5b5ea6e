// The field components of spec sections 4, 5 and 8: required after the form's first submit, the number
// and date messages, warning over error, the counter, limit-to-one, the one-open accordion, pagination
// edges, and the accessible wiring (aria-invalid, aria-describedby).
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { NumberField } from "@/components/ui/number-field";
import { DateField } from "@/components/ui/date-field";
import { MultiSelect } from "@/components/ui/multi-select";
import { Accordion } from "@/components/ui/accordion";
import { Pagination } from "@/components/ui/pagination";
import type { NumberRules } from "@/lib/validation/number-input";
import type { DayDate } from "@/lib/validation/date-input";
import { renderUi } from "@/tests/support/render-ui";
import * as constants from "@/lib/ui/constants";

const TODAY: DayDate = { year: 2026, month: 3, day: 15 };

function messageOf(input: HTMLElement): string | null {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  const message = ids.map((id) => document.getElementById(id)).find((el) => el?.dataset.testid === "field-message");
  return message?.textContent ?? null;
}

function NameForm({ onSubmit, initial = "" }: { onSubmit: () => void; initial?: string }) {
  const [name, setName] = useState(initial);
  const [hours, setHours] = useState("");
  return (
    <Form onValidSubmit={onSubmit}>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
      <NumberField label="Hours" value={hours} onChange={(text) => setHours(text)} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe("Form and required", () => {
  it("shows '{field} is required' only after the first submit, blocks the submit and focuses the field", () => {
    const onSubmit = jest.fn();
    renderUi(<NameForm onSubmit={onSubmit} />);
    const name = screen.getByLabelText(/Name/);
    expect(messageOf(name)).toBeNull();
    expect(name).not.toHaveAttribute("aria-invalid");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(name)).toBe("Name is required");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(document.activeElement).toBe(name);
    expect(screen.getByText("Name is required").className).toContain("text-red-700");
  });

  it("treats whitespace as empty and submits once filled", () => {
    const onSubmit = jest.fn();
    renderUi(<NameForm onSubmit={onSubmit} initial="   " />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: "Ann" } });
    expect(messageOf(screen.getByLabelText(/Name/))).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("blocks the submit while a number is invalid", () => {
    const onSubmit = jest.fn();
    renderUi(<NameForm onSubmit={onSubmit} initial="Ann" />);
    fireEvent.change(screen.getByLabelText("Hours"), { target: { value: "1.2.3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText("Hours"));
  });

  it("shows a server message for the field instead of the computed one", () => {
    renderUi(<TextField label="Name" value="Ann" onChange={() => {}} error="Name already exists" />);
    expect(messageOf(screen.getByLabelText("Name"))).toBe("Name already exists");
  });

  it("shows a warning before an error", () => {
    renderUi(<TextField label="Name" value="Ann" onChange={() => {}} error="Bad" warning="Careful" />);
    expect(messageOf(screen.getByLabelText("Name"))).toBe("Careful");
  });
});

describe("character counter", () => {
  function Counted() {
    const [v, setV] = useState("abc");
    return <TextField label="Note" value={v} onChange={(e) => setV(e.target.value)} maxLength={10} showCounter />;
  }
  it("counts against the maximum and is announced with the field", () => {
    renderUi(<Counted />);
    const counter = screen.getByTestId("character-counter");
    expect(counter).toHaveTextContent("3 / 10");
    expect(counter).toHaveTextContent("3 of 10 characters");
    expect(screen.getByLabelText("Note").getAttribute("aria-describedby")).toContain(counter.id);
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "abcdefghij" } });
    expect(counter).toHaveTextContent("10 / 10");
  });
  it("turns red past the maximum (a hand-set counter)", () => {
    renderUi(<TextField label="Note" value="x" onChange={() => {}} counter={{ current: 11, max: 10 }} />);
    expect(screen.getByTestId("character-counter").className).toContain("text-red-700");
  });
});

describe("NumberField messages", () => {
  function NumberHarness({ rules, onValue }: { rules?: NumberRules; onValue?: (v: number | null) => void }) {
    const [v, setV] = useState("");
    return (
      <NumberField
        label="Amount"
        value={v}
        onChange={(text, value) => {
          setV(text);
          onValue?.(value);
        }}
        {...rules}
      />
    );
  }
  it.each<[string, NumberRules, string]>([
    ["abc", {}, "Amount is not a valid number"],
    ["1,2,3", {}, "Amount is not a valid number"],
    ["-1", {}, "Amount must be 0 or more"],
    ["3", { min: 5 }, "Amount must be 5 or more"],
    ["11", { max: 10 }, "Amount cannot be more than 10"],
    ["0", { positiveOnly: true }, "Amount must be a positive number"],
    ["1,5", { decimals: 0 }, "Amount cannot have decimal places"],
    ["1,555", { decimals: 2 }, "Amount can have at most 2 decimal places"],
  ])("%p with %p says %p in red", (typed, rules, message) => {
    renderUi(<NumberHarness rules={rules} />);
    const input = screen.getByLabelText("Amount");
    fireEvent.change(input, { target: { value: typed } });
    expect(messageOf(input)).toBe(message);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(message).className).toContain("text-red-700");
  });
  it("reads a comma as a decimal point and reports the number", () => {
    const onValue = jest.fn();
    renderUi(<NumberHarness onValue={onValue} />);
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "12,5" } });
    expect(onValue).toHaveBeenLastCalledWith(12.5);
    expect(messageOf(screen.getByLabelText("Amount"))).toBeNull();
  });
  it("shows the messages in Dutch and French", () => {
    const { unmount } = renderUi(<NumberField label="Bedrag" value="x" onChange={() => {}} />, "nl");
    expect(screen.getByText("Bedrag is geen geldig getal")).toBeInTheDocument();
    unmount();
    renderUi(<NumberField label="Montant" value="x" onChange={() => {}} />, "fr");
    expect(screen.getByText("Montant n'est pas un nombre valide")).toBeInTheDocument();
  });
});

describe("DateField", () => {
  function DateHarness(props: {
    minDate?: DayDate;
    noticeWhenPast?: boolean;
    warning?: string;
    initial?: string;
    onDate?: (d: DayDate | null) => void;
  }) {
    const [v, setV] = useState(props.initial ?? "");
    return (
      <Form onValidSubmit={() => {}}>
        <DateField
          label="Start date"
          value={v}
          onChange={(text, date) => {
            setV(text);
            props.onDate?.(date);
          }}
          today={TODAY}
          minDate={props.minDate}
          noticeWhenPast={props.noticeWhenPast}
          warning={props.warning}
        />
        <button type="submit">Save</button>
      </Form>
    );
  }
  const input = () => screen.getByLabelText(/^Start date/);

  it("says '{field} is not a valid date' for a typed non-date", () => {
    renderUi(<DateHarness />);
    fireEvent.change(input(), { target: { value: "31/02/2026" } });
    expect(messageOf(input())).toBe("Start date is not a valid date");
    expect(input()).toHaveAttribute("aria-invalid", "true");
  });
  it("is required, shown after submit", () => {
    renderUi(<DateHarness />);
    expect(messageOf(input())).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(messageOf(input())).toBe("Start date is required");
  });
  it("warns before the minimum date without marking the field invalid", () => {
    renderUi(<DateHarness minDate={{ year: 2026, month: 3, day: 1 }} initial="28/02/2026" />);
    expect(messageOf(input())).toBe("Start date is before 01/03/2026");
    expect(input()).not.toHaveAttribute("aria-invalid");
  });
  it("gives the past-date notice for yesterday, not for today", () => {
    renderUi(<DateHarness noticeWhenPast />);
    fireEvent.change(input(), { target: { value: "14/03/2026" } });
    expect(messageOf(input())).toBe("Start date is in the past");
    fireEvent.change(input(), { target: { value: "15/03/2026" } });
    expect(messageOf(input())).toBeNull();
  });
  it("lets a warning win over a validation error", () => {
    renderUi(<DateHarness warning="Check this date with payroll" initial="99/99/2026" />);
    expect(messageOf(input())).toBe("Check this date with payroll");
    expect(input()).toHaveAttribute("aria-invalid", "true");
  });
  it("fills the typed field from the native picker, with padded day and month", () => {
    const onDate = jest.fn();
    renderUi(<DateHarness onDate={onDate} />);
    fireEvent.change(screen.getByTestId("native-date-picker"), { target: { value: "2026-04-05" } });
    expect(input()).toHaveValue("05/04/2026");
    expect(onDate).toHaveBeenLastCalledWith({ year: 2026, month: 4, day: 5 });
    expect(screen.getByRole("button", { name: "Pick Start date in a calendar" })).toBeInTheDocument();
  });
});

describe("MultiSelect", () => {
  const options = [
    { value: "all", label: "All teams", limitToOne: true },
    { value: "sales", label: "Sales" },
    { value: "support", label: "Support" },
  ];
  function Harness() {
    const [v, setV] = useState<string[]>(["sales", "support"]);
    return (
      <Form onValidSubmit={() => {}}>
        <MultiSelect label="Teams" options={options} value={v} onChange={setV} required />
        <button type="submit">Save</button>
      </Form>
    );
  }
  it("a limit-to-one option clears the other selections, and a normal one clears it", () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByLabelText(/All teams/));
    expect(screen.getByLabelText(/All teams/)).toBeChecked();
    expect(screen.getByLabelText("Sales")).not.toBeChecked();
    expect(screen.getByLabelText("Support")).not.toBeChecked();
    fireEvent.click(screen.getByLabelText("Sales"));
    expect(screen.getByLabelText(/All teams/)).not.toBeChecked();
    expect(screen.getByLabelText("Sales")).toBeChecked();
  });
  it("an empty selection is required after submit", () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByLabelText("Sales"));
    fireEvent.click(screen.getByLabelText("Support"));
    expect(screen.queryByText("Teams is required")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Teams is required")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: /Teams/ })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("Accordion", () => {
  it("keeps one item open at a time", () => {
    renderUi(
      <Accordion
        items={[
          { id: "a", title: "First", content: "Alpha" },
          { id: "b", title: "Second", content: "Beta" },
        ]}
      />,
    );
    const first = screen.getByRole("button", { name: /First/ });
    const second = screen.getByRole("button", { name: /Second/ });
    expect(first).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Alpha")).toBeVisible();
    fireEvent.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Alpha")).not.toBeVisible();
    expect(screen.getByText("Beta")).toBeVisible();
    fireEvent.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Pagination", () => {
  function Harness({ pages }: { pages: number[] }) {
    const [page, setPage] = useState(0);
    return (
      <Pagination
        page={page}
        itemsOnPage={pages[page] ?? 0}
        total={pages.reduce((a, b) => a + b, 0)}
        onPageChange={setPage}
      />
    );
  }
  it("uses page size 10 by default; Previous is disabled on page 0; Next at the total", () => {
    renderUi(<Harness pages={[10, 10]} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(nav).getByText("Page 1 of 2")).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole("button", { name: "Next" }));
    expect(within(nav).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Next" })).toBeDisabled();
    fireEvent.click(within(nav).getByRole("button", { name: "Previous" }));
    expect(within(nav).getByText("Page 1 of 2")).toBeInTheDocument();
  });
  it("disables Next on a short page without a total, and never asks for a page below 0", () => {
    const onPageChange = jest.fn();
    renderUi(<Pagination page={-2} itemsOnPage={4} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByText("Page 1")).toBeInTheDocument();
  });
  it("enables Next on a full page", () => {
    const onPageChange = jest.fn();
    renderUi(<Pagination page={0} itemsOnPage={30} pageSize={30} onPageChange={onPageChange} />);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});

it("keeps the section 9 constants", () => {
  expect(constants).toMatchObject({
    MODAL_WIDTH: { upgrade: 600, survey: 550, default: 380 },
    MODAL_TOP_MARGIN_PX: 60,
    MODAL_PADDING_PX: 20,
    TABLE_COLUMNS_MAX: 6,
    TABLE_PER_PAGE_OPTIONS: [10, 30],
    PAGINATION_DEFAULT_PAGE_SIZE: 10,
    ACCOUNT_FILTER_FROM: 8,
    UPGRADE_MIN_EMPLOYEES: 20,
    SURVEY_SCORE_MIN: 0,
    SURVEY_SCORE_MAX: 10,
    SURVEY_EMPLOYEE_QUERY_PER_PAGE: 101,
  });
});
