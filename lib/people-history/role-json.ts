// One role history entry as the API answers it.
import { dayOf, type IsoDate } from "./day";
import { periodContains } from "./periods";

type RoleRow = { id: number; employeeId: number; role: string; startDate: Date; endDate: Date | null };

export function roleJson(row: RoleRow, today: IsoDate) {
  const start = dayOf(row.startDate);
  const end = row.endDate ? dayOf(row.endDate) : null;
  return {
    item_id: row.id,
    employee_id: row.employeeId,
    role: row.role,
    start_date: start,
    end_date: end,
    is_current: periodContains({ start, end }, today),
  };
}
