// POST /admin/user/oei-force-migration-date {date, user_id?} – set or clear the forced login-migration date.
import { route } from "@/lib/api/route";
import { setForcedMigrationDate, ZForcedMigrationDateInput } from "@/lib/accounts/set-forced-migration-date";

export const POST = route({ input: ZForcedMigrationDateInput, permission: "users.manage" }, setForcedMigrationDate);
