// Export progress (spec sections 4 and 9): the bar never shows more than 100 percent, whatever a live
// event or a stored row says.
import { PROGRESS_CAP_PERCENT } from "@/lib/ui/constants";

/** Progress of an export as the bar shows it: a whole percentage from 0 to the cap (spec section 9). */
export function capProgress(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.min(PROGRESS_CAP_PERCENT, Math.max(0, Math.round(n)));
}
