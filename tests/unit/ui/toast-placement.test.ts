// The toast stack's row: the centre unless it would cover a protected element (dialog title, header,
// progress bar, pagination, Support button, the trigger); then the nearest row that covers none.
import { pickToastTop, type Box } from "@/components/ui/toast-placement";

const viewport = { width: 1366, height: 768 };
const stack = { width: 384, height: 80 };
const centreTop = (768 - 80) / 2; // 344
const overlaps = (top: number, b: Box) => {
  const left = (viewport.width - stack.width) / 2;
  return left < b.left + b.width && b.left < left + stack.width && top < b.top + b.height && b.top < top + stack.height;
};

it("stays in the centre when nothing is there", () => {
  expect(pickToastTop({ viewport, stack, protectedBoxes: [], controlBoxes: [] })).toBe(centreTop);
});

it("moves off a protected element in the centre, to the nearest free row", () => {
  const trigger = { left: 600, top: 330, width: 160, height: 40 };
  const top = pickToastTop({ viewport, stack, protectedBoxes: [trigger], controlBoxes: [] });
  expect(overlaps(top, trigger)).toBe(false);
  expect(Math.abs(top - centreTop)).toBeLessThan(100);
});

it("never covers the header or an open dialog's title, even if that means covering ordinary controls", () => {
  const header = { left: 0, top: 0, width: 1366, height: 64 };
  const dialogTitle = { left: 493, top: 80, width: 380, height: 28 };
  const fields = [{ left: 493, top: 300, width: 380, height: 400 }];
  const top = pickToastTop({ viewport, stack, protectedBoxes: [header, dialogTitle], controlBoxes: fields });
  expect(overlaps(top, header)).toBe(false);
  expect(overlaps(top, dialogTitle)).toBe(false);
});

it("on a phone finds the gap between the header and the Support button", () => {
  const phone = { width: 375, height: 667 };
  const small = { width: 343, height: 72 };
  const header = { left: 0, top: 0, width: 375, height: 56 };
  const support = { left: 311, top: 603, width: 48, height: 48 };
  const progress = { left: 16, top: 300, width: 343, height: 8 };
  const top = pickToastTop({
    viewport: phone,
    stack: small,
    protectedBoxes: [header, support, progress],
    controlBoxes: [],
  });
  for (const b of [header, support, progress]) {
    expect(
      top < b.top + b.height && b.top < top + small.height && 16 < b.left + b.width && b.left < 16 + small.width,
    ).toBe(false);
  }
});
