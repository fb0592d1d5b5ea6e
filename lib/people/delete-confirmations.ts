// What deleting a person touches, read from the data: each item is a confirmation the user must give
// (POST /api/employees/delete {employee_id, user_confirmations}) before the delete goes through.
import type { DbTransaction } from "@/lib/db/client";
import type { DeleteConfirmation } from "./people.types";

export async function requiredDeleteConfirmations(
  tx: DbTransaction,
  groupId: number,
  employeeId: number,
): Promise<DeleteConfirmation[]> {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const [membership, reports, extraReports, futureLeave] = await Promise.all([
    tx.membership.findFirst({
      where: { employeeId, groupId, status: { in: ["enabled", "invited"] } },
      select: { id: true, _count: { select: { managedTeams: true } } },
    }),
    tx.employee.count({ where: { groupId, reportsToId: employeeId, deletedAt: null } }),
    tx.extraManager.count({ where: { groupId, managerId: employeeId } }),
    tx.leaveRequest.count({
      where: { groupId, employeeId, status: { in: ["pending", "approved"] }, endDate: { gte: today } },
    }),
  ]);
  const required: DeleteConfirmation[] = [];
  if (membership) required.push("has_user_account");
  if (reports + extraReports > 0) required.push("is_manager_of_others");
  if (membership && membership._count.managedTeams > 0) required.push("manages_teams");
  if (futureLeave > 0) required.push("has_future_leave");
  return required;
}
