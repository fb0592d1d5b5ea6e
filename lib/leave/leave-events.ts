// Leave events (requested, registered, approved, declined, deleted, deletion requested). The people who
// must act or know are told through notifications (lib/notifications/leave-notifications.ts); a failure
// there is logged and never undoes the request, which is already stored.
import type { RequestContext } from "@/lib/api/context";
import { mailLeaveDecision, notifyLeaveDecision, notifyLeaveEvent } from "@/lib/notifications/leave-notifications";

export type LeaveEventType =
  | "time_off_requested"
  | "time_off_registered"
  | "time_off_approved"
  | "time_off_declined"
  | "time_off_deleted"
  | "time_off_deletion_requested"
  /** A manager removed (or, on the person's request, withdrew) approved or pending leave of someone else. */
  | "time_off_cancelled";

export type LeaveEvent = {
  type: LeaveEventType;
  request: { id: number; employeeId: number; startDate: Date; endDate: Date };
  /** Memberships to tell (approvers for a new request or a withdrawal). */
  recipients: number[];
  /** The manager's note with a decision. */
  note?: string | null;
};

export async function emitLeaveEvent(ctx: RequestContext, event: LeaveEvent): Promise<void> {
  try {
    if (event.type === "time_off_approved" || event.type === "time_off_declined") {
      // In the app (bell, live, push) and by mail; one failing does not keep the other.
      await Promise.allSettled([
        notifyLeaveDecision(ctx, event),
        mailLeaveDecision(ctx, event, event.note ?? null),
      ]).then(rethrowFirst);
    } else if (event.type === "time_off_cancelled") {
      await notifyLeaveDecision(ctx, event);
    } else await notifyLeaveEvent(ctx, event);
  } catch (error) {
    console.error(`leave event ${event.type}: notifying failed`, error);
  }
}

function rethrowFirst(results: PromiseSettledResult<unknown>[]): void {
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}
