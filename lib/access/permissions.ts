// Permissions as `resource.action` names, decided in one place. Area gates say whether a module is
// open at all; permissions say what the caller may do inside it. Read-only users never get a write
// permission, whatever their role.
import { isAdmin, isReadOnly, type AccessSubject } from "./subject";

const RULES = {
  "teams.read": (s) => s.role !== "employee",
  "teams.write": (s) => s.role === "admin" || s.role === "default",
  "employees.read": (s) => s.role !== "employee" && s.switches.employee_details,
  "employees.write": (s) => (s.role === "admin" || s.role === "default") && s.switches.employee_details,
  "employees.insert": (s) => (s.role === "admin" || s.role === "default") && s.switches.employee_insert,
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
  // Listing the company's users (pickers, GET /api/util/users); rights in it stay the admin's.
  "users.read": (s) => s.role !== "employee",
  "settings.manage": (s) => isAdmin(s),
  "audit.read": (s) => s.role === "admin" || s.role === "default",
  // Leave: everyone with the calendar right reads what their scope shows; managers decide on their people's
  // requests; admins and default users keep the types, balances and schedules; payroll locks months.
  "leave.read": (s) => s.switches.calendar,
  "leave.approve": (s) => s.role !== "employee" && s.switches.calendar,
  "leave.manage": (s) => (s.role === "admin" || s.role === "default") && s.switches.calendar,
  "leave.lock": (s) => s.role === "admin" || (s.role === "default" && s.switches.wages),
  // Documents (the area gate is the documents switch and disable_documents): self-service employees
  // only with enable_self_service_documents; which records and files is decided in lib/documents/document-rights.ts.
  "documents.read": (s) => s.role !== "employee" || s.flags.enable_self_service_documents,
  "documents.write": (s) => s.role !== "employee" || s.flags.enable_self_service_documents,
  // Company documents, their visibility, the default folder name and the forward address: admins and HR
  // (enable_company_wide_documents is checked in lib/documents/document-rights.ts for company documents).
  "documents.manage": (s) => s.role === "admin" || s.role === "default",
} as const satisfies Record<string, (s: AccessSubject) => boolean>;

export type Permission = keyof typeof RULES;

export const PERMISSIONS = Object.keys(RULES) as Permission[];

const WRITE_ACTIONS = new Set(["write", "insert", "manage"]);

export function isWritePermission(permission: Permission): boolean {
  return WRITE_ACTIONS.has(permission.split(".")[1] ?? "");
}

export function can(subject: AccessSubject, permission: Permission): boolean {
  if (isWritePermission(permission) && isReadOnly(subject)) return false;
  return RULES[permission](subject);
}
