// Who decides on a person's leave: the people who manage them (lib/managers/person-managers.ts); with the
// multiple-managers flag on, every one of them must approve. The leave.approve right on top.
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { callerManagesPerson } from "@/lib/managers/person-managers";

/** Whether the caller may decide on a leave request of this person: the right, not self, and a manager. */
export async function mayDecide(ctx: RequestContext, employeeId: number): Promise<boolean> {
  if (!can(ctx.subject, "leave.approve")) return false;
  return callerManagesPerson(ctx, employeeId);
}
