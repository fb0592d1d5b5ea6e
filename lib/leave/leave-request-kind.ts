// Leave as a kind of the requests backbone (lib/requests): the pending and deletion-requested leave of the
// people the caller manages. Deciding stays in decide-leave-request.ts (POST /api/leave/approve, decline),
// its notices in lib/notifications/leave-notifications.ts.
import { can } from "@/lib/access/permissions";
import type { RequestKind } from "@/lib/requests/request-kind";
import { inboxPendingCount, listInboxLeave } from "./list-leave-requests";

export const leaveRequestKind: RequestKind = {
  key: "leave",
  deciders: { managers: "leave.approve" },
  actsOn: (ctx) => can(ctx.subject, "leave.approve"),
  countPending: async (ctx) => (await inboxPendingCount(ctx)).total,
  listPending: async (ctx, input) => {
    const list = await listInboxLeave(ctx, input);
    return {
      total: list.total,
      data: list.data.map((r) => ({
        kind: "leave",
        id: r.id,
        employee_id: r.employee_id,
        employee_name: r.employee_name ?? "",
        start_date: r.start_date,
        end_date: r.end_date,
        summary: {
          key: r.status === "deletion_requested" ? "leaveDeletion" : "leave",
          values: {
            type_kind: r.day_off_type?.kind ?? "",
            type_name: r.day_off_type?.name ?? "",
            amount: r.amount,
            unit: r.day_off_type?.unit ?? "days",
          },
        },
        status: r.status,
        note: r.note,
        created_at: r.created_at,
      })),
    };
  },
  notificationTypes: ["time_off_requested", "time_off_deletion_requested", "time_off_deleted"],
};
