// The digit-code input of spec section 4: typing fills and moves on, backspace clears the previous box,
// pasting fills all, digits only, the sixth digit submits and disables the boxes.
import { fireEvent, render, screen } from "@testing-library/react";
import { DigitCodeInput } from "@/components/ui/digit-code-input";

function setup(props: Partial<React.ComponentProps<typeof DigitCodeInput>> = {}) {
  const onComplete = jest.fn();
  render(
    <DigitCodeInput
      label="Authentication code"
      digitLabel={(p, n) => `Digit ${p} of ${n}`}
      onComplete={onComplete}
      {...props}
    />,
  );
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement);
  return { onComplete, boxes };
}

const type = (box: HTMLInputElement, value: string) => fireEvent.change(box, { target: { value } });

it("has six labelled boxes in a named group", () => {
  const { boxes } = setup();
  expect(screen.getByRole("group", { name: "Authentication code" })).toBeInTheDocument();
  expect(boxes).toHaveLength(6);
  expect(boxes[0]).toHaveAttribute("inputmode", "numeric");
  expect(boxes[0]).toHaveAttribute("autocomplete", "one-time-code");
});

it("typing a digit fills its box and moves focus to the next", () => {
  const { boxes } = setup();
  boxes[0]!.focus();
  type(boxes[0]!, "4");
  expect(boxes[0]!.value).toBe("4");
  expect(document.activeElement).toBe(boxes[1]);
  type(boxes[1]!, "2");
  expect(document.activeElement).toBe(boxes[2]);
});

it("ignores anything but digits", () => {
  const { boxes, onComplete } = setup();
  boxes[0]!.focus();
  type(boxes[0]!, "a");
  expect(boxes[0]!.value).toBe("");
  expect(document.activeElement).toBe(boxes[0]);
  const letter = fireEvent.keyDown(boxes[0]!, { key: "x" });
  expect(letter).toBe(false); // default prevented
  expect(onComplete).not.toHaveBeenCalled();
});

it("backspace in an empty box clears the previous box and moves back to it", () => {
  const { boxes } = setup();
  type(boxes[0]!, "1");
  type(boxes[1]!, "2");
  expect(document.activeElement).toBe(boxes[2]);
  fireEvent.keyDown(boxes[2]!, { key: "Backspace" });
  expect(boxes[1]!.value).toBe("");
  expect(boxes[0]!.value).toBe("1");
  expect(document.activeElement).toBe(boxes[1]);
});

it("backspace in a filled box clears that box", () => {
  const { boxes } = setup();
  type(boxes[0]!, "1");
  boxes[0]!.focus();
  fireEvent.keyDown(boxes[0]!, { key: "Backspace" });
  expect(boxes[0]!.value).toBe("");
});

it("after the sixth digit submits the code once and disables every box", () => {
  const { boxes, onComplete } = setup();
  "12345".split("").forEach((d, i) => type(boxes[i]!, d));
  expect(onComplete).not.toHaveBeenCalled();
  type(boxes[5]!, "6");
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(onComplete).toHaveBeenCalledWith("123456");
  boxes.forEach((b) => expect(b).toBeDisabled());
});

it("pasting six digits fills every box and submits", () => {
  const { boxes, onComplete } = setup();
  fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => " 654 321 " } });
  expect(boxes.map((b) => b.value).join("")).toBe("654321");
  expect(onComplete).toHaveBeenCalledWith("654321");
});

it("a paste with letters changes nothing", () => {
  const { boxes, onComplete } = setup();
  fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => "12ab56" } });
  expect(boxes.map((b) => b.value).join("")).toBe("");
  expect(onComplete).not.toHaveBeenCalled();
});

it("a phone's one-time-code autofill into the first box fills them all", () => {
  const { boxes, onComplete } = setup();
  type(boxes[0]!, "778899");
  expect(onComplete).toHaveBeenCalledWith("778899");
});

it("disabled boxes take no input, and an error is announced", () => {
  const { boxes, onComplete } = setup({ disabled: true, error: "That code is not correct" });
  boxes.forEach((b) => expect(b).toBeDisabled());
  expect(screen.getByRole("alert")).toHaveTextContent("That code is not correct");
  expect(boxes[0]).toHaveAttribute("aria-invalid", "true");
  expect(onComplete).not.toHaveBeenCalled();
});

it("arrow keys move between boxes", () => {
  const { boxes } = setup();
  boxes[2]!.focus();
  fireEvent.keyDown(boxes[2]!, { key: "ArrowLeft" });
  expect(document.activeElement).toBe(boxes[1]);
  fireEvent.keyDown(boxes[1]!, { key: "ArrowRight" });
  expect(document.activeElement).toBe(boxes[2]);
});
