// Feature flags per group: the one catalogue. Only overrides are stored (FeatureFlag rows); a flag without
// a row has its default here. Each flag names its settings-screen group, whether light accounts may switch
// it (else the screen shows an upgrade prompt and the API refuses), what reads it (`gates`) and, where it
// opens or closes an area of lib/access/areas.ts, that area. Titles and descriptions in three languages
// live in messages/{en,nl,fr}/flags.json keyed by flag name (a unit test checks every flag has them).
// Flags that nothing reads yet (`gates` says NOT_READ_YET) or whose module is not built (lib/access/modules.ts)
// stay in the data model and the API but are not shown (lib/access/shown-flags.ts).
import type { Area } from "./areas";
import type { ProductModule } from "./modules";
import type { Edition } from "./subject";

export const FLAG_GROUPS = [
  "modules",
  "self_service",
  "calendar_leave",
  "people",
  "payroll",
  "documents",
  "security",
  "beta",
] as const;
export type FlagGroup = (typeof FLAG_GROUPS)[number];

export type FlagDefinition = {
  default: boolean;
  group: FlagGroup;
  /** Light accounts may switch it; otherwise the screen shows the upgrade prompt and the API answers 403. */
  light: boolean;
  /** What reads the flag (the behaviour it gates), for people maintaining the product. */
  gates: string;
  /** The area of lib/access/areas.ts the flag opens or closes. */
  area?: Area;
  /** The module the flag belongs to when it is not an area's (shown only while that module exists). */
  module?: ProductModule;
  /** The flag changes something only on this edition (elsewhere its switch would do nothing). */
  onlyOn?: Edition;
};

/** Marks a flag nothing reads yet: it is stored but its switch is not shown. */
export const NOT_READ_YET = "not read yet: takes effect when the module ships";
const LATER = NOT_READ_YET;

export const FEATURE_FLAGS = {
  // Modules: each opens or closes a product area (lib/access/areas.ts) and its menu entry.
  disable_days_off: {
    default: false,
    group: "modules",
    light: true,
    area: "calendar",
    gates: "lib/access/areas.ts: calendar area and the inbox gate",
  },
  enable_workflows: {
    default: false,
    group: "modules",
    light: false,
    area: "workflows",
    gates: "lib/access/areas.ts: workflows area and the inbox gate",
  },
  enable_performance_evaluations: {
    default: false,
    group: "modules",
    light: false,
    area: "performance",
    gates: "lib/access/areas.ts: performance area (/evaluations)",
  },
  enable_trainings: {
    default: false,
    group: "modules",
    light: false,
    area: "trainings",
    gates: "lib/access/areas.ts: trainings area",
  },
  disable_assets: {
    default: false,
    group: "modules",
    light: false,
    area: "assets",
    gates: "lib/access/areas.ts: assets area",
  },
  disable_software: {
    default: false,
    group: "modules",
    light: false,
    area: "software",
    gates: "lib/access/areas.ts: software area",
  },
  enable_app_marketplace_for_light: {
    default: false,
    group: "modules",
    light: true,
    area: "developer",
    onlyOn: "light",
    gates: "lib/access/areas.ts: developer area on light accounts",
  },
  disable_fleet: {
    default: false,
    group: "modules",
    light: false,
    area: "fleet",
    gates: "lib/access/areas.ts: fleet area (the module's screens ship later)",
  },
  disable_expenses: {
    default: false,
    group: "modules",
    light: false,
    area: "expenses",
    gates: "lib/access/areas.ts: expenses area (/expenses, /api/expenses, /api/integrations/expenses)",
  },
  disable_documents: {
    default: false,
    group: "modules",
    light: true,
    area: "documents",
    gates: "lib/access/areas.ts: documents area (/documents, /api/files)",
  },
  disable_internal_messages: {
    default: false,
    group: "modules",
    light: false,
    area: "internal_messages",
    gates: "lib/access/areas.ts: internal messages (Communication) area (the module's screens ship later)",
  },
  disable_contracts: {
    default: false,
    group: "modules",
    light: false,
    area: "contracts",
    gates:
      "lib/access/areas.ts: contracts area (/contracts, the contract tab on /people/[id], /api/contracts/*, /api/integrations/contracts/*)",
  },
  enable_budgets: {
    default: false,
    group: "modules",
    light: false,
    module: "budgets",
    gates: "lib/access/permissions.ts budgets.read/manage: budgets per team or cost centre in /expenses",
  },

  // Employee self-service.
  enable_self_service: {
    default: true,
    group: "self_service",
    light: true,
    gates: `employee self-service portal: ${LATER}`,
  },
  enable_self_service_personal_data_edit: {
    default: true,
    group: "self_service",
    light: true,
    gates: `self-service personal data form: ${LATER}`,
  },
  enable_self_service_leave_requests: {
    default: true,
    group: "self_service",
    light: true,
    gates: `self-service leave requests: ${LATER}`,
  },
  enable_self_service_documents: {
    default: true,
    group: "self_service",
    light: true,
    gates:
      "lib/access/permissions.ts documents.read/write and lib/documents/document-rights.ts: self-service employees open documents (their own record, company documents meant for them) only when on",
  },
  enable_self_service_payslips: {
    default: true,
    group: "self_service",
    light: false,
    gates: `self-service payslips: ${LATER}`,
  },
  enable_self_service_expense_claims: {
    default: true,
    group: "self_service",
    light: false,
    module: "expenses",
    gates: "lib/access/permissions.ts expenses.write: self-service employees file expense claims only when on",
  },
  enable_self_service_colleague_directory: {
    default: false,
    group: "self_service",
    light: true,
    gates: `self-service colleague directory: ${LATER}`,
  },
  enable_self_service_birthdays: {
    default: false,
    group: "self_service",
    light: true,
    gates: `self-service colleague birthdays: ${LATER}`,
  },

  // Calendar and leave.
  enable_day_off_education: {
    default: false,
    group: "calendar_leave",
    light: true,
    gates: "lib/leave/day-off-type-catalogue.ts: education leave type",
  },
  enable_day_off_sick_types: {
    default: true,
    group: "calendar_leave",
    light: true,
    gates: "lib/leave/day-off-type-catalogue.ts: sick-day types",
  },
  enable_overtime_exceptions: {
    default: false,
    group: "calendar_leave",
    light: false,
    gates: "lib/leave/day-off-type-catalogue.ts: overtime compensation type",
  },
  enable_historical_calendar_changes: {
    default: false,
    group: "calendar_leave",
    light: true,
    gates: `changes to past calendar months: ${LATER}`,
  },
  enable_half_days: { default: true, group: "calendar_leave", light: true, gates: `half-day leave requests: ${LATER}` },
  enable_hourly_leave: {
    default: false,
    group: "calendar_leave",
    light: true,
    gates: `leave in hours for day-based types: ${LATER}`,
  },
  enable_holiday_replacement_days: {
    default: true,
    group: "calendar_leave",
    light: true,
    gates: `replacement days for public holidays on a Sunday or a rest day: ${LATER}`,
  },
  enable_sick_note_upload: {
    default: true,
    group: "calendar_leave",
    light: true,
    gates: `sick note upload with a sick day: ${LATER}`,
  },
  enable_leave_carry_over: {
    default: false,
    group: "calendar_leave",
    light: true,
    gates: `carry-over of unused balance: ${LATER}`,
  },
  enable_compensation_days: {
    default: false,
    group: "calendar_leave",
    light: false,
    gates: `compensation (ADV) days: ${LATER}`,
  },
  enable_small_leave: {
    default: true,
    group: "calendar_leave",
    light: true,
    gates: `short leave (klein verlet) types: ${LATER}`,
  },
  enable_time_credit: {
    default: false,
    group: "calendar_leave",
    light: false,
    gates: `time credit and thematic leave: ${LATER}`,
  },
  // Off by default: Belgian statutory days cannot be taken before they are earned, and payroll refuses a
  // negative vacation counter, so HR expects the request to be stopped rather than corrected afterwards.
  allow_negative_leave_balance: {
    default: false,
    group: "calendar_leave",
    light: true,
    gates:
      "lib/leave/assert-balance-covers.ts: a request beyond the available balance of a type that keeps one is refused (422) while off",
  },
  enable_team_calendar_for_employees: {
    default: false,
    group: "calendar_leave",
    light: true,
    gates: `employees see their team's calendar: ${LATER}`,
  },

  // People.
  enable_multiple_managers: {
    default: false,
    group: "people",
    light: false,
    gates:
      "lib/managers/set-extra-managers.ts, get-extra-managers.ts, lib/leave/request-leave.ts: extra managers and their approvals",
  },
  enable_employee_number_auto: {
    default: false,
    group: "people",
    light: true,
    gates: `automatic employee numbers: ${LATER}`,
  },
  enable_birthday_notifications: {
    default: true,
    group: "people",
    light: true,
    gates: `birthday notices to managers: ${LATER}`,
  },
  enable_work_anniversaries: {
    default: false,
    group: "people",
    light: true,
    gates: `work anniversary notices: ${LATER}`,
  },
  enable_probation_tracking: {
    default: false,
    group: "people",
    light: false,
    gates: `end-of-probation reminders: ${LATER}`,
  },
  enable_emergency_contacts: {
    default: true,
    group: "people",
    light: true,
    gates: `emergency contacts on the person page: ${LATER}`,
  },
  enable_orgchart_photos: { default: true, group: "people", light: false, gates: `photos in the org chart: ${LATER}` },
  // On by default: an employer notice of 30 weeks or more gives the right to outplacement, which HR must offer.
  enable_outplacement_alerts: {
    default: true,
    group: "people",
    light: false,
    module: "contracts",
    gates:
      "lib/notifications/contract-notifications.ts: the outplacement_eligible notification on an employer notice of 30 weeks or more",
  },

  // Payroll (Belgian and Dutch pay items).
  enable_advances: { default: false, group: "payroll", light: false, gates: `advance payouts: ${LATER}` },
  enable_meal_vouchers: { default: false, group: "payroll", light: true, gates: `meal vouchers on the wage: ${LATER}` },
  enable_eco_vouchers: { default: false, group: "payroll", light: true, gates: `eco vouchers on the wage: ${LATER}` },
  enable_company_cars: {
    default: false,
    group: "payroll",
    light: false,
    gates: `company cars and their benefit in kind: ${LATER}`,
  },
  enable_cafeteria_plan: { default: false, group: "payroll", light: false, gates: `cafeteria plan choices: ${LATER}` },
  enable_commute_allowance: { default: true, group: "payroll", light: true, gates: `commuting allowance: ${LATER}` },
  enable_bike_allowance: { default: false, group: "payroll", light: true, gates: `bicycle allowance: ${LATER}` },
  enable_telework_allowance: { default: false, group: "payroll", light: true, gates: `telework allowance: ${LATER}` },
  enable_one_off_wage_components: {
    default: false,
    group: "payroll",
    light: false,
    gates: `one-off wage components: ${LATER}`,
  },
  enable_end_of_year_bonus: {
    default: true,
    group: "payroll",
    light: true,
    gates: `end-of-year bonus (13th month): ${LATER}`,
  },
  // The payroll module's own switch: on by default (the product's reason to exist is this link, and light
  // companies connect their social secretariat too); off closes the integrations screen and API for everyone.
  enable_payroll_provider_sync: {
    default: true,
    group: "payroll",
    light: true,
    area: "payroll",
    gates: "lib/access/areas.ts: payroll area (/settings/integrations and /api/integrations/*)",
  },

  // Documents.
  enable_document_signing: {
    default: false,
    group: "documents",
    light: false,
    gates: `electronic signing of contracts and documents: ${LATER}`,
  },
  enable_document_folders: {
    default: true,
    group: "documents",
    light: true,
    gates:
      "lib/documents/document-rights.ts: folder writes (addFolder, rename, delete, default name) refused and uploads land in the default folder when off",
  },
  enable_company_wide_documents: {
    default: true,
    group: "documents",
    light: true,
    gates:
      "lib/documents/document-rights.ts: company documents hidden from lists, search and detail, and their upload refused, when off",
  },
  enable_payslip_distribution: {
    default: false,
    group: "documents",
    light: false,
    gates: `payslip distribution to employees: ${LATER}`,
  },

  // Security.
  enable_two_factor_required: {
    default: false,
    group: "security",
    light: true,
    gates: `two-factor authentication required for all users: ${LATER}`,
  },
  enable_support_impersonation: {
    default: true,
    group: "security",
    light: true,
    gates: `support staff may sign in as a user to help: ${LATER}`,
  },
  enable_audit_log_export: { default: false, group: "security", light: false, gates: `audit log export: ${LATER}` },

  // Beta.
  enable_wage_benchmark: {
    default: false,
    group: "beta",
    light: false,
    area: "benchmark",
    gates: "lib/access/areas.ts: benchmark area (Beta)",
  },
  enable_demo_account: {
    default: false,
    group: "beta",
    light: true,
    module: "demo",
    gates: "lib/shell/user-menu-entries.ts, load-shell-data.ts: the clear-demo-data menu entry",
  },
  enable_new_calendar_view: { default: false, group: "beta", light: true, gates: `new calendar view: ${LATER}` },
} as const satisfies Record<string, FlagDefinition>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAGS, name);
}

export function flagDefinition(name: FeatureFlagName): FlagDefinition {
  return FEATURE_FLAGS[name];
}

/** Defaults overlaid with the group's stored overrides; unknown stored names are ignored. */
export function resolveFeatureFlags(rows: ReadonlyArray<{ name: string; enabled: boolean }>): FeatureFlags {
  const flags = Object.fromEntries(
    Object.entries(FEATURE_FLAGS).map(([name, def]) => [name, def.default]),
  ) as FeatureFlags;
  for (const row of rows) if (isFeatureFlagName(row.name)) flags[row.name] = row.enabled;
  return flags;
}
