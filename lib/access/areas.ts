// Area gates of spec section 6: which product areas a user may open. Navigation, proxy, pages,
// route handlers and use cases all ask `canAccessArea`; nothing re-derives a gate.
// Where the spec says "details not shown" the rule chosen here is noted next to the gate.
import { isAdmin, isManagerial, type AccessSubject } from "./subject";

export const AREAS = [
  "dashboard",
  "inbox",
  "people",
  "teams",
  "orgchart",
  "documents",
  "calendar",
  "assets",
  "fleet",
  "expenses",
  "software",
  "contracts",
  "trainings",
  "internal_messages",
  "performance",
  "workflows",
  "insights",
  "benchmark",
  "payroll",
  "payroll_month",
  "settings",
  "developer",
  "notifications",
  "account",
] as const;
export type Area = (typeof AREAS)[number];

const full = (s: AccessSubject) => s.edition === "full";

const GATES: Record<Area, (s: AccessSubject) => boolean> = {
  // Not shown in the spec: everyone has a dashboard; self-service employees while enable_self_service is on
  // (theirs shows their own balance, requests, leave and documents; company counts are for managerial roles).
  dashboard: (s) => isManagerial(s) || s.flags.enable_self_service,
  // Spec: role default with wages access, or days off not disabled, or workflows enabled.
  // Admins count as role default here: they hold every right a default user can hold.
  inbox: (s) =>
    (isManagerial(s) && s.role !== "team_only" && s.switches.wages) ||
    !s.flags.disable_days_off ||
    s.flags.enable_workflows,
  // Employees reach their own record through self-service, not the directory.
  people: (s) => isManagerial(s) && s.switches.employee_details,
  teams: (s) => isManagerial(s),
  // Light accounts see the org chart greyed out in "Enable more".
  orgchart: (s) => full(s) && isManagerial(s),
  documents: (s) => !s.flags.disable_documents && s.switches.documents,
  calendar: (s) => !s.flags.disable_days_off && s.switches.calendar,
  assets: (s) => full(s) && !s.flags.disable_assets && s.switches.assets,
  fleet: (s) => !s.flags.disable_fleet && s.switches.fleet,
  expenses: (s) => full(s) && !s.flags.disable_expenses && s.switches.expenses,
  software: (s) => full(s) && !s.flags.disable_software && s.switches.software,
  // Spec: non-light and wages access. Staff only: a self-service employee's own contract is not this module.
  contracts: (s) => full(s) && isManagerial(s) && !s.flags.disable_contracts && s.switches.wages,
  trainings: (s) => full(s) && s.flags.enable_trainings && s.switches.trainings,
  internal_messages: (s) => full(s) && !s.flags.disable_internal_messages && s.switches.internal_messages,
  // Spec: non-light and performance-review access; the module also needs its flag switched on.
  performance: (s) => full(s) && s.switches.performance_reviews && s.flags.enable_performance_evaluations,
  workflows: (s) => full(s) && s.flags.enable_workflows && s.switches.workflows,
  // Spec: non-light, access_wages 1 and stats access.
  insights: (s) => full(s) && s.switches.wages && s.switches.stats,
  // Spec: admin and its flag.
  benchmark: (s) => isAdmin(s) && s.flags.enable_wage_benchmark,
  // The payroll-provider integrations (/settings/integrations, /api/integrations/*): admins holding the
  // payroll_provider switch, while the company's module switch (enable_payroll_provider_sync) is on.
  payroll: (s) => isAdmin(s) && s.switches.payroll_provider && s.flags.enable_payroll_provider_sync,
  // The payroll month (/payroll): who holds payroll.read (lib/access/permissions.ts) opens it: admins, HR and
  // managers (their teams' people) with the wages and payroll_provider switches, while the payroll module is on.
  payroll_month: (s) =>
    isManagerial(s) && s.switches.wages && s.switches.payroll_provider && s.flags.enable_payroll_provider_sync,
  settings: (s) => isAdmin(s),
  // Spec: admin only; light accounts only with enable_app_marketplace_for_light.
  developer: (s) => isAdmin(s) && (full(s) || s.flags.enable_app_marketplace_for_light),
  notifications: () => true,
  account: () => true,
};

export function canAccessArea(subject: AccessSubject, area: Area): boolean {
  return GATES[area](subject);
}

/** Light-edition modules shown greyed out in the "Enable more" menu (spec section 2). */
export const LIGHT_UPSELL_MODULES = [
  "contracts",
  "expenses",
  "assets",
  "software",
  "trainings",
  "internal_messages",
  "performance",
  "workflows",
  "insights",
  "orgchart",
] as const satisfies readonly Area[];
