// Calendar conflicts with the payroll provider as a kind of the requests backbone (lib/requests): the open
// conflicts of the people the caller's scope shows, decided (ours / theirs) or ignored in /inbox.
import { can } from "@/lib/access/permissions";
import type { RequestKind } from "@/lib/requests/request-kind";
import { openCalendarConflictCount } from "./calendar-conflicts";

export const calendarConflictRequestKind: RequestKind = {
  key: "calendar_conflict",
  deciders: { hr: "data_conflicts.read" },
  actsOn: (ctx) => can(ctx.subject, "data_conflicts.read"),
  countPending: (ctx) => openCalendarConflictCount(ctx),
  notificationTypes: [],
};
