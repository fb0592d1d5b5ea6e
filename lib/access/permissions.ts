// Permissions as `resource.action` names, decided in one place. Area gates say whether a module is
// open at all; permissions say what the caller may do inside it. Read-only users never get a write
// permission, whatever their role. Every access decision of the app is made here or in a sibling of this
// folder (areas.ts, documents.ts, personal-session.ts, team-scope.ts); code outside lib/access asks
// `can(subject, "resource.action")` and never reads a role or a switch itself (the linter refuses it,
// scripts/lint/access-rules.mjs).
import { isAdmin, isManagerial, isReadOnly, type AccessSubject } from "./subject";

const adminOrHr = (s: AccessSubject) => s.role === "admin" || s.role === "default";
// The payroll month: wages and payroll-provider switches, while the company's payroll module is switched on.
const payrollOn = (s: AccessSubject) =>
  s.switches.wages && s.switches.payroll_provider && s.flags.enable_payroll_provider_sync;

const RULES = {
  "teams.read": (s) => s.role !== "employee",
  "teams.write": (s) => s.role === "admin" || s.role === "default",
  "employees.read": (s) => s.role !== "employee" && s.switches.employee_details,
  "employees.write": (s) => (s.role === "admin" || s.role === "default") && s.switches.employee_details,
  "employees.insert": (s) => (s.role === "admin" || s.role === "default") && s.switches.employee_insert,
  // Removing a deleted person for good (rows, leave, wages): admins only, on top of employees.write.
  "employees.hard_delete": (s) => isAdmin(s),
  // The team picker of a person's form offers the teams in scope; a manager (team_only) and someone on
  // their own record only see the person's current team. Read-only HR still sees the (disabled) picker.
  "employees.assign_team": (s) => adminOrHr(s),
  // One's own person record through self-service (the directory reaches it through employees.read too):
  // employees only while enable_self_service is on; the personal-data form (contact and address) only
  // with enable_self_service_personal_data_edit. Which fields, and that the record is the caller's own,
  // is decided in lib/people/own-record.ts.
  "own_record.read": (s) => s.role !== "employee" || s.flags.enable_self_service,
  "own_record.write": (s) =>
    (s.role !== "employee" || s.flags.enable_self_service) && s.flags.enable_self_service_personal_data_edit,
  "wages.read": (s) => s.role !== "employee" && s.switches.wages,
  "wages.write": (s) => (s.role === "admin" || s.role === "default") && s.switches.wages,
  "sensitive.read": (s) => s.role !== "employee" && s.switches.sensitive_settings,
  "exports.excel": (s) => s.role !== "employee" && s.switches.excel_exports,
  "users.manage": (s) => isAdmin(s),
  // Other users' rights and linked identities (GET /api/util/users?include_user_rights, hasOeiAccounts about
  // someone else): admins, read-only ones too (a read, so not users.manage).
  "users.read_rights": (s) => isAdmin(s),
  // Acting as another user: an admin who is not read-only and not already impersonating someone.
  "users.impersonate": (s) => isAdmin(s) && !s.impersonating,
  // Listing the company's users (pickers, GET /api/util/users); rights in it stay the admin's.
  "users.read": (s) => s.role !== "employee",
  "settings.manage": (s) => isAdmin(s),
  // Resetting a demo account's data: its admins while the group is a demo (enable_demo_account).
  "demo.reset": (s) => isAdmin(s) && s.flags.enable_demo_account,
  // The popups celebrating a first use of a feature: admins who can act on it (not read-only, not
  // someone impersonating them).
  "celebratory.show": (s) => isAdmin(s) && !isReadOnly(s) && !s.impersonating,
  // The dashboard's company figures (headcount, absences today); a self-service employee's dashboard shows
  // their own balance, requests and documents only.
  "dashboard.company": (s) => isManagerial(s),
  "audit.read": (s) => s.role === "admin" || s.role === "default",
  // Leave: everyone with the calendar right reads what their scope shows; managers decide on their people's
  // requests; admins and default users keep the types, balances and schedules; payroll locks months.
  "leave.read": (s) => s.switches.calendar,
  // Other people's leave: their requests, balances and leave types in the calendar. A self-service
  // employee sees only their own (and colleagues' absences without the type).
  "leave.read_others": (s) => isManagerial(s),
  "leave.approve": (s) => s.role !== "employee" && s.switches.calendar,
  // With approvals split between several managers, an admin decides for everyone: their inbox also holds
  // requests that other managers still have to answer (on top of leave.approve).
  "leave.decide_for_all": (s) => isAdmin(s),
  "leave.manage": (s) => (s.role === "admin" || s.role === "default") && s.switches.calendar,
  "leave.lock": (s) => s.role === "admin" || (s.role === "default" && s.switches.wages),
  // Documents (the area gate is the documents switch and disable_documents): self-service employees
  // only with enable_self_service_documents; which records and files is decided in lib/documents/document-rights.ts.
  "documents.read": (s) => s.role !== "employee" || s.flags.enable_self_service_documents,
  "documents.write": (s) => s.role !== "employee" || s.flags.enable_self_service_documents,
  // Company documents, their visibility, the default folder name and the forward address: admins and HR
  // (enable_company_wide_documents is checked in lib/documents/document-rights.ts for company documents).
  "documents.manage": (s) => s.role === "admin" || s.role === "default",
  // Every company document, whatever teams or segment it is meant for: admins and HR not limited by
  // team-based access (those are like managers here: only documents meant for their teams).
  "documents.read_all_company": (s) => isAdmin(s) || (s.role === "default" && s.teamBasedAccessIds === null),
  // Staff actions on documents a self-service employee does not have: notifying people of a file,
  // forwarding files to the company's mailbox, keeping the folders of a record.
  "documents.notify": (s) => isManagerial(s),
  "documents.forward": (s) => isManagerial(s),
  "documents.keep_folders": (s) => isManagerial(s),
  // Payroll-provider integrations (issue 19): admins holding the payroll_provider switch; a read-only
  // admin sees the integrations and commands but never acts.
  "integrations.read": (s) => isAdmin(s) && s.switches.payroll_provider,
  "integrations.manage": (s) => isAdmin(s) && s.switches.payroll_provider,
  // Data conflicts between our records and the provider's (issue 19): admins and HR holding the
  // payroll_provider switch, limited to the people their team scope shows; read-only ones list, never decide.
  // Only while the company's payroll module is on: switched off, no conflict is listed, decided or counted.
  "data_conflicts.read": (s) => adminOrHr(s) && s.switches.payroll_provider && s.flags.enable_payroll_provider_sync,
  "data_conflicts.manage": (s) => adminOrHr(s) && s.switches.payroll_provider && s.flags.enable_payroll_provider_sync,
  // The payroll month (issue 20): one-off wage components, special messages, temporary unemployment,
  // anomalies and pushes. Wages and payroll-provider switches both; managers (team_only) read their teams'
  // people only (the use cases filter by team scope); admins and HR (role default) change and push.
  // Asking the payroll provider as a command from the payroll screens (spec section 6): the calendar check,
  // and with wages.read the wage-component read; admins and HR holding the payroll_provider switch (not only
  // integration admins), while the payroll module is on. The one who asked answers the portal's second factor
  // (lib/access/command-rights.ts); read-only users never ask.
  "provider_commands.request": (s) =>
    adminOrHr(s) && s.switches.payroll_provider && s.flags.enable_payroll_provider_sync,
  "payroll.read": (s) => isManagerial(s) && payrollOn(s),
  "payroll.write": (s) => adminOrHr(s) && payrollOn(s),
  "payroll.push": (s) => adminOrHr(s) && payrollOn(s),
  // Advances on pay: the payroll rights plus the advances_payout switch.
  "advances.read": (s) => isManagerial(s) && payrollOn(s) && s.switches.advances_payout,
  "advances.write": (s) => adminOrHr(s) && payrollOn(s) && s.switches.advances_payout,
  // Dimona declarations (issue 21), in the contracts area (non-light edition, wages access): HR and admins
  // with the wages switch declare; managers with it read their teams' people's history (visible-employees).
  "dimona.read": (s) => isManagerial(s) && s.switches.wages,
  "dimona.write": (s) => adminOrHr(s) && s.switches.wages,
  // Expenses (issue 22; the area gate is the full edition, disable_expenses and the expenses switch). Everyone
  // in the area reads their own claims; employees file them while enable_self_service_expense_claims is on,
  // other roles always. Managers read and decide their people's claims (never their own: lib/expenses);
  // admins and HR read every claim their team scope shows and process approved ones (paid or payroll).
  "expenses.read": () => true,
  "expenses.write": (s) => s.role !== "employee" || s.flags.enable_self_service_expense_claims,
  "expenses.read_team": (s) => isManagerial(s),
  "expenses.decide": (s) => isManagerial(s) && !isReadOnly(s),
  "expenses.read_all": (s) => adminOrHr(s),
  "expenses.process": (s) => adminOrHr(s) && !isReadOnly(s),
  // The company's expense settings (mileage rate, the payroll one-off type): admins and HR.
  "expenses.manage": (s) => adminOrHr(s),
  // Budgets per team or cost centre: the budgets switch while the company's enable_budgets is on; managers
  // read those of their scope, admins and HR set them.
  "budgets.read": (s) => isManagerial(s) && s.switches.budgets && s.flags.enable_budgets,
  "budgets.manage": (s) => adminOrHr(s) && s.switches.budgets && s.flags.enable_budgets,
  // Self-service requests (issue 22). Filing one's own commute or wage request: everyone but a self-service
  // employee whose company has self-service off. A manager may also file a wage request for a person they manage.
  "requests.file_own": (s) => s.role !== "employee" || s.flags.enable_self_service,
  "wage_requests.file_for_others": (s) => isManagerial(s),
  // Deciding commute and wage requests: admins and HR with the wages switch (pay is what they change); a
  // read-only one sees them in /inbox without buttons (the route wrapper refuses their writes).
  "commutes.decide": (s) => adminOrHr(s) && s.switches.wages,
  "wage_requests.decide": (s) => adminOrHr(s) && s.switches.wages,
  // Contracts (issue 21; the area is full edition + wages switch + disable_contracts off): every managerial
  // role holding the wages switch reads the contracts of the people its scope shows; managers (team_only)
  // may ask a change for their people; admins and HR (role default) create, edit, terminate and delete
  // contracts, and approve or decline the changes asked (which sends them to the payroll provider).
  "contracts.read": (s) => isManagerial(s) && s.switches.wages,
  "contracts.request": (s) => isManagerial(s) && s.switches.wages,
  "contracts.write": (s) => adminOrHr(s) && s.switches.wages,
  "contracts.manage": (s) => adminOrHr(s) && s.switches.wages,
} as const satisfies Record<string, (s: AccessSubject) => boolean>;

export type Permission = keyof typeof RULES;

export const PERMISSIONS = Object.keys(RULES) as Permission[];

const WRITE_ACTIONS = new Set([
  "write",
  "request",
  "insert",
  "manage",
  "hard_delete",
  "impersonate",
  "reset",
  "forward",
  "push",
]);

export function isWritePermission(permission: Permission): boolean {
  return WRITE_ACTIONS.has(permission.split(".")[1] ?? "");
}

/**
 * One's own wages on one's own record (read only): with the wages switch, whatever the role, so a self-service
 * employee sees their pay when HR grants it. A predicate beside the table rather than a permission: as a
 * permission it would make the wages switch count as applying to employees on the users screen
 * (switch-applicability.ts), which the product does not offer today.
 */
export function seesOwnWages(subject: AccessSubject): boolean {
  return subject.switches.wages;
}

export function can(subject: AccessSubject, permission: Permission): boolean {
  if (isWritePermission(permission) && isReadOnly(subject)) return false;
  return RULES[permission](subject);
}

/** Every one of the permissions (route()'s `permission: [...]`); one permission alone works too. */
export function canAll(subject: AccessSubject, permissions: Permission | readonly Permission[]): boolean {
  return typeof permissions === "string" ? can(subject, permissions) : permissions.every((p) => can(subject, p));
}
