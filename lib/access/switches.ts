// The 20 per-user access switches of spec section 6, with their API names (POST /api/admin/{api}/set
// {user_id, has_*}) and their Membership columns. read_only is one of them but works the other way round:
// it removes rights instead of granting them. `module` is the module of lib/access/modules.ts the switch
// belongs to: the users screen shows a switch only while its module exists (null: always, it is general).

export const ACCESS_SWITCHES = [
  { key: "wages", api: "wages_access", column: "accessWages", module: "people" },
  { key: "read_only", api: "read_only", column: "readOnly", module: null },
  { key: "documents", api: "documents_access", column: "accessDocuments", module: "documents" },
  { key: "payroll_provider", api: "payroll_provider_access", column: "accessPayrollProvider", module: "payroll" },
  { key: "advances_payout", api: "advances_payout_access", column: "accessAdvancesPayout", module: "advances" },
  { key: "employee_insert", api: "employee_insert_access", column: "accessEmployeeInsert", module: "people" },
  { key: "sensitive_settings", api: "sensitive_settings_access", column: "accessSensitiveSettings", module: "people" },
  { key: "excel_exports", api: "excel_exports_access", column: "accessExcelExports", module: "exports" },
  {
    key: "internal_messages",
    api: "internal_messages_access",
    column: "accessInternalMessages",
    module: "internal_messages",
  },
  {
    key: "performance_reviews",
    api: "performance_reviews_access",
    column: "accessPerformanceReviews",
    module: "performance",
  },
  { key: "expenses", api: "expenses_access", column: "accessExpenses", module: "expenses" },
  { key: "budgets", api: "budgets_access", column: "accessBudgets", module: "budgets" },
  { key: "stats", api: "stats_access", column: "accessStats", module: "insights" },
  { key: "calendar", api: "calendar_access", column: "accessCalendar", module: "calendar" },
  { key: "assets", api: "assets_access", column: "accessAssets", module: "assets" },
  { key: "trainings", api: "trainings_access", column: "accessTrainings", module: "trainings" },
  { key: "fleet", api: "fleet_access", column: "accessFleet", module: "fleet" },
  { key: "software", api: "software_access", column: "accessSoftware", module: "software" },
  { key: "workflows", api: "workflows_access", column: "accessWorkflows", module: "workflows" },
  { key: "employee_details", api: "employee_details_access", column: "accessEmployeeDetails", module: "people" },
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
