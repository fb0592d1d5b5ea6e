// The one date input: DD/MM/YYYY typed and shown whatever the browser's locale, ISO out; 31/02 is no day;
// other separators, bare digits and a pasted ISO day become DD/MM/YYYY when the person moves on.
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { DateInput } from "@/components/ui/date-input";
import { dateTextToIso, isoToDateText, normaliseDateText } from "@/lib/validation/date-input";
import { renderUi } from "@/tests/support/render-ui";

describe("the date text rules", () => {
  it("turns typed DD/MM/YYYY into ISO and refuses days that do not exist", () => {
    expect(dateTextToIso("25/11/2026")).toBe("2026-11-25");
    expect(dateTextToIso("5/1/2026")).toBe("2026-01-05");
    expect(dateTextToIso("31/02/2026")).toBe("");
    expect(dateTextToIso("29/02/2028")).toBe("2028-02-29");
    expect(dateTextToIso("11/25/2026")).toBe("");
    expect(dateTextToIso("25/11")).toBe("");
  });

  it("normalises other spellings and shows ISO as DD/MM/YYYY", () => {
    expect(normaliseDateText("25112026")).toBe("25/11/2026");
    expect(normaliseDateText("25-11-2026")).toBe("25/11/2026");
    expect(normaliseDateText("5.1.2026")).toBe("05/01/2026");
    expect(normaliseDateText("2026-11-25")).toBe("25/11/2026");
    expect(normaliseDateText("soon")).toBe("soon");
    expect(isoToDateText("2026-11-25")).toBe("25/11/2026");
    expect(isoToDateText("")).toBe("");
  });
});

function Harness({ initial = "", onIso }: { initial?: string; onIso: (iso: string) => void }) {
  const [iso, setIso] = useState(initial);
  return (
    <>
      <label htmlFor="d">First day</label>
      <DateInput
        id="d"
        label="First day"
        value={iso}
        onChange={(v) => {
          setIso(v);
          onIso(v);
        }}
      />
      <button type="button" onClick={() => setIso("2027-01-02")}>
        reset
      </button>
    </>
  );
}

describe("DateInput", () => {
  it("shows an ISO value as DD/MM/YYYY and hands out ISO for typed text", () => {
    const onIso = jest.fn();
    renderUi(<Harness initial="2026-03-15" onIso={onIso} />);
    const input = screen.getByRole("textbox", { name: "First day" }) as HTMLInputElement;
    expect(input.value).toBe("15/03/2026");
    expect(input.placeholder).toBe("DD/MM/YYYY");
    fireEvent.change(input, { target: { value: "25/11/2026" } });
    expect(onIso).toHaveBeenLastCalledWith("2026-11-25");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("marks 31/02/2026 invalid and hands out no date, keeping the text", () => {
    const onIso = jest.fn();
    renderUi(<Harness onIso={onIso} />);
    const input = screen.getByRole("textbox", { name: "First day" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "31/02/2026" } });
    expect(onIso).toHaveBeenLastCalledWith("");
    expect(input.value).toBe("31/02/2026");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("follows a value set from outside, and the calendar button's pick", () => {
    const onIso = jest.fn();
    renderUi(<Harness onIso={onIso} />);
    fireEvent.click(screen.getByRole("button", { name: "reset" }));
    const input = screen.getByRole("textbox", { name: "First day" }) as HTMLInputElement;
    expect(input.value).toBe("02/01/2027");
    expect(screen.getByRole("button", { name: "Pick First day in a calendar" })).toBeTruthy();
    fireEvent.change(screen.getByTestId("native-date-picker"), { target: { value: "2026-04-05" } });
    expect(input.value).toBe("05/04/2026");
    expect(onIso).toHaveBeenLastCalledWith("2026-04-05");
  });

  it("normalises bare digits when the person leaves the field", () => {
    const onIso = jest.fn();
    renderUi(<Harness onIso={onIso} />);
    const input = screen.getByRole("textbox", { name: "First day" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "25112026" } });
    fireEvent.blur(input);
    expect(input.value).toBe("25/11/2026");
    expect(onIso).toHaveBeenLastCalledWith("2026-11-25");
  });
});
