// Leave as a kind of the requests backbone (lib/requests): the pending and deletion-requested leave of the
// people the caller manages. Deciding stays in decide-leave-request.ts (POST /api/leave/approve, decline),
// its notices in lib/notifications/leave-notifications.ts.
import { can } from "@/lib/access/permissions";
import type { RequestKind } from "@/lib/requests/request-kind";
import { inboxPendingCount } from "./list-leave-requests";

export const leaveRequestKind: RequestKind = {
  key: "leave",
  deciders: { managers: "leave.approve" },
  actsOn: (ctx) => can(ctx.subject, "leave.approve"),
  countPending: async (ctx) => (await inboxPendingCount(ctx)).total,
  notificationTypes: ["time_off_requested", "time_off_deletion_requested", "time_off_deleted"],
};
