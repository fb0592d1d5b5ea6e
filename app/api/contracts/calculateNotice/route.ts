// POST /api/contracts/calculateNotice – Belgian notice {start_date, notification_date, initiated_by} -> {weeks, notice_start, notice_end}
import { route } from "@/lib/api/route";
import { noticeFor } from "@/lib/contracts/calculate-notice";
import { ZCalculateNoticeInput } from "@/lib/contracts/contracts.types";

// A calculation, not a change: read-only users may ask it too.
export const POST = route(
  { input: ZCalculateNoticeInput, area: "contracts", permission: "contracts.read", allowReadOnly: true },
  (_ctx, input) => noticeFor(input),
);
