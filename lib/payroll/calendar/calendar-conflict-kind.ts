// Calendar conflicts with the payroll provider as a kind of the requests backbone (lib/requests): the open
// conflicts of the people the caller's scope shows, decided (ours / theirs) or ignored in /inbox.
import { can } from "@/lib/access/permissions";
import type { RequestKind } from "@/lib/requests/request-kind";
import { listCalendarConflicts, openCalendarConflictCount } from "./calendar-conflicts";

export const calendarConflictRequestKind: RequestKind = {
  key: "calendar_conflict",
  deciders: { hr: "data_conflicts.read" },
  actsOn: (ctx) => can(ctx.subject, "data_conflicts.read"),
  countPending: (ctx) => openCalendarConflictCount(ctx),
  listPending: async (ctx, input) => {
    const list = await listCalendarConflicts(ctx, { ...input, status: "open" });
    return {
      total: list.total,
      data: list.data.map((c) => ({
        kind: "calendar_conflict",
        id: c.id,
        employee_id: c.employee_id,
        employee_name: c.employee_name,
        start_date: c.day,
        end_date: c.day,
        summary: { key: "calendarConflict", values: { day: c.day, provider: c.provider } },
        status: c.status,
        note: null,
        created_at: c.created_at,
      })),
    };
  },
  notificationTypes: [],
};
