// A manager as the managers API shows them: id and display name only, whatever the caller may see of
// the manager's own record.
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";

export const MANAGER_SELECT = {
  id: true,
  ...NAME_PARTS_SELECT,
} as const;

type ManagerRow = {
  id: number;
  firstName: string;
  lastName: string;
  insertion: string | null;
  lastNameComposition: string | null;
  insertionPartner: string | null;
  lastNamePartner: string | null;
};

export function managerJson(row: ManagerRow) {
  return { employee_id: row.id, name: displayName(row), first_name: row.firstName, last_name: row.lastName };
}
