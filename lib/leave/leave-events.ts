// Leave events (requested, approved, declined, deleted, deletion requested) go to whoever listens: the
// notifications module registers itself here, so leave does not depend on how people are told.
import type { RequestContext } from "@/lib/api/context";

export type LeaveEventType =
  | "time_off_requested"
  | "time_off_registered"
  | "time_off_approved"
  | "time_off_declined"
  | "time_off_deleted"
  | "time_off_deletion_requested";

export type LeaveEvent = {
  type: LeaveEventType;
  request: { id: number; employeeId: number; startDate: Date; endDate: Date };
  /** Memberships to tell (approvers for a new request); the employee's own account is found by listeners. */
  recipients: number[];
};

type Listener = (ctx: RequestContext, event: LeaveEvent) => Promise<void>;
const listeners: Listener[] = [];

export function onLeaveEvent(listener: Listener): void {
  listeners.push(listener);
}

export async function emitLeaveEvent(ctx: RequestContext, event: LeaveEvent): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(ctx, event);
    } catch (error) {
      // The request itself is stored; a failed notification must not undo it.
      console.error(`leave event ${event.type} listener failed`, error);
    }
  }
}
