// Who is offered the light-to-full upgrade (spec sections 6 and 9): an admin of a light account with
// 20 or more employees. Hidden for full accounts. Read-only admins are not offered it either, as they
// could not confirm it.
import { isAdmin } from "@/lib/access/subject";
import { UPGRADE_MIN_EMPLOYEES } from "@/lib/ui/constants";

export type UpgradeAudience = { role: string; edition: "light" | "full"; employeeCount: number; readOnly: boolean };

export function canOfferLightToFullUpgrade(audience: UpgradeAudience): boolean {
  return (
    isAdmin(audience) &&
    !audience.readOnly &&
    audience.edition === "light" &&
    audience.employeeCount >= UPGRADE_MIN_EMPLOYEES
  );
}
