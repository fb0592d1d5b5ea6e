// The 20 per-user access switches of spec section 6, with their API names (POST /api/admin/{api}/set
// {user_id, has_*}) and their Membership columns. read_only is one of them but works the other way round:
// it removes rights instead of granting them.

export const ACCESS_SWITCHES = [
  { key: "wages", api: "wages_access", column: "accessWages" },
  { key: "read_only", api: "read_only", column: "readOnly" },
  { key: "documents", api: "documents_access", column: "accessDocuments" },
  { key: "payroll_provider", api: "payroll_provider_access", column: "accessPayrollProvider" },
  { key: "advances_payout", api: "advances_payout_access", column: "accessAdvancesPayout" },
  { key: "employee_insert", api: "employee_insert_access", column: "accessEmployeeInsert" },
  { key: "sensitive_settings", api: "sensitive_settings_access", column: "accessSensitiveSettings" },
  { key: "excel_exports", api: "excel_exports_access", column: "accessExcelExports" },
  { key: "internal_messages", api: "internal_messages_access", column: "accessInternalMessages" },
  { key: "performance_reviews", api: "performance_reviews_access", column: "accessPerformanceReviews" },
  { key: "expenses", api: "expenses_access", column: "accessExpenses" },
  { key: "budgets", api: "budgets_access", column: "accessBudgets" },
  { key: "stats", api: "stats_access", column: "accessStats" },
  { key: "calendar", api: "calendar_access", column: "accessCalendar" },
  { key: "assets", api: "assets_access", column: "accessAssets" },
  { key: "trainings", api: "trainings_access", column: "accessTrainings" },
  { key: "fleet", api: "fleet_access", column: "accessFleet" },
  { key: "software", api: "software_access", column: "accessSoftware" },
  { key: "workflows", api: "workflows_access", column: "accessWorkflows" },
  { key: "employee_details", api: "employee_details_access", column: "accessEmployeeDetails" },
] as const;

export type AccessSwitch = (typeof ACCESS_SWITCHES)[number]["key"];
export type AccessSwitchColumn = (typeof ACCESS_SWITCHES)[number]["column"];
export type AccessSwitches = Record<AccessSwitch, boolean>;

/** Reads the switches off a Membership row (any object carrying the switch columns). */
export function switchesFromMembership(row: Record<AccessSwitchColumn, boolean>): AccessSwitches {
  return Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.key, Boolean(row[s.column])])) as AccessSwitches;
}

export function findSwitchByApiName(api: string) {
  return ACCESS_SWITCHES.find((s) => s.api === api);
}
