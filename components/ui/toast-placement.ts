// Where the toast stack goes (issue 16, spec section 2: toasts in the centre, but never over the element
// that triggered them or an open dialog's title). The stack stays centred horizontally; its height on
// the screen is chosen among candidate rows, nearest the middle first, by what each row would cover:
// a "protected" element (an open dialog's title, the header search, a progress bar, pagination, the
// Support button, the trigger) weighs far more than any other control, and plain content nothing.
// Pure geometry, so it is unit-tested; components/ui/toast.tsx measures the page and applies it.

export type Box = { left: number; top: number; width: number; height: number };

export type PlacementInput = {
  viewport: { width: number; height: number };
  stack: { width: number; height: number };
  protectedBoxes: readonly Box[];
  controlBoxes: readonly Box[];
  /** The lowest row the stack may start at (below a sticky header, say). */
  minTop?: number;
  margin?: number;
};

const PROTECTED_WEIGHT = 1000;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/** The top (px from the viewport's top) of the stack. */
export function pickToastTop(input: PlacementInput): number {
  const margin = input.margin ?? 8;
  const { viewport, stack } = input;
  const minTop = Math.max(margin, input.minTop ?? margin);
  const maxTop = Math.max(minTop, viewport.height - stack.height - margin);
  const centre = Math.min(maxTop, Math.max(minTop, (viewport.height - stack.height) / 2));
  const left = (viewport.width - stack.width) / 2;
  // Rows every 8 px between the extremes, tried nearest the centre first.
  const rows: number[] = [];
  for (let top = minTop; top <= maxTop; top += 8) rows.push(top);
  rows.push(maxTop, centre);
  rows.sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre));

  let best = centre;
  let bestScore = Infinity;
  for (const top of rows) {
    const box = { left, top, width: stack.width, height: stack.height };
    let score = 0;
    for (const p of input.protectedBoxes) if (overlaps(box, p)) score += PROTECTED_WEIGHT;
    for (const c of input.controlBoxes) if (overlaps(box, c)) score += 1;
    if (score < bestScore) {
      best = top;
      bestScore = score;
      if (score === 0) break;
    }
  }
  return Math.round(best);
}

/** Elements a toast must never cover, besides the element that triggered it. */
export const PROTECTED_SELECTOR = [
  '[role="dialog"] h2',
  '[role="alertdialog"] h2',
  '[data-testid="app-header"]',
  '[data-testid="app-header"] input',
  '[data-testid="app-header"] [role="combobox"]',
  '[role="progressbar"]',
  "nav[aria-label] button",
  "nav[aria-label] a",
  '[data-testid="support-button"]',
  "[data-toast-avoid]",
].join(", ");

export const CONTROL_SELECTOR = 'a[href], button, input, select, textarea, [role="switch"], [role="combobox"]';
