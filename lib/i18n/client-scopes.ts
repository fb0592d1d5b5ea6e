// The messages each part of the app hands its client components (./client-messages.tsx). A nested
// provider replaces its parent's messages, so a scope lists everything its subtree's client components read:
// a whole namespace ("shell"), or one subtree of it ("flows.upgrade") when the components' translators are
// bound to that subtree. tests/unit/i18n/client-messages.test.ts walks each route file's
// imports and fails when a client component reads messages its route's scope does not send.
import type { MessageNamespace } from "./messages";

/** A namespace, or a subtree of one. */
export type MessagePath = MessageNamespace | `${MessageNamespace}.${string}`;

/** The texts of components/ui's fields (counter, date input, picker) and of every field rule's message. */
const FIELD_TEXTS = [
  "fields.counterLabel",
  "fields.dateFormat",
  "fields.datePicker",
  "fields.required",
  "fields.notANumber",
  "fields.maxValue",
  "fields.mustBePositive",
  "fields.mustBeBiggerThan",
  "fields.decimalsNotAllowed",
  "fields.notADate",
  "fields.minDateWarning",
  "fields.pastDateWarning",
] as const;
const PAGINATION = ["fields.pagination", "fields.previous", "fields.next", "fields.page", "fields.pageOf"] as const;

export const CLIENT_SCOPES = {
  /** app/layout.tsx: the toasts, around every page. */
  root: ["common", "errors.generic"],
  /** app/(auth)/layout.tsx: sign-in, sign-up, password reset and invitation pages. */
  auth: ["account", "auth", "common", "errors", "fields"],
  /** The signed-in frame (header, menu, flows) of app/(app)/layout.tsx, app/(minimal) and the 404 page. */
  shell: [
    "common",
    "errors.generic",
    // The celebratory trigger, the score survey, the upgrade steps and the header's navigation settings
    // bring their own texts with their code (components/ui/lazy-messages.tsx).
    "flows.upgrade.entry",
    "nav",
    "notifications.download",
    "notifications.exportFailed",
    "notifications.groupToggle",
    "notifications.loadFailed",
    "notifications.loading",
    "notifications.newHint",
    "notifications.progress",
    "notifications.push",
    "notifications.system",
    "notifications.unread",
    "shell.header",
    "shell.sidebar",
    "shell.enableMore",
    "shell.switcher",
    "shell.search",
    "shell.bell",
    "shell.inbox",
    "shell.help",
    "shell.news",
    "shell.user",
    "shell.impersonation",
    "shell.support",
    "shell.minimal",
  ],
  account: ["account", "auth", "common", "errors", "fields", "requests"],
  calendar: [
    "calendar",
    "common",
    "errors.codes",
    "errors.generic",
    "fields.dateFormat",
    "fields.datePicker",
    "flows.tableSettings",
    "leave",
  ],
  developer: ["common", "developer", "fields"],
  expenses: ["common", "errors.generic", "expenses", ...FIELD_TEXTS, ...PAGINATION],
  documents: ["common", "documents", "errors.generic", ...FIELD_TEXTS, ...PAGINATION, "fields.limitToOneHint"],
  federation: ["federation"],
  inbox: ["common", "dataConflicts", "errors", "expenses", "fields", "leave", "payrollMonthData", "requests"],
  notifications: ["common", "errors", "fields", "notifications", "shell"],
  orgchart: ["orgchart"],
  people: [
    "common",
    "errors.generic",
    // The add-person form and the table settings bring their texts with their code
    // (components/people/add-person-dialog.tsx, people-table-settings.tsx).
    ...PAGINATION,
    "notifications.exports",
    "notifications.newHint",
    "notifications.push",
    "people.addPerson",
    "people.deletedBadge",
    "people.none",
    "people.sensitiveBadge",
    "people.tableSettings",
  ],
  person: [
    "audit",
    "common",
    "contracts",
    "contractSigning",
    "dimona",
    "documents",
    "errors",
    "fields",
    "integrations.failures",
    "integrations.references",
    "integrations.twoFactor",
    "leave",
    "notifications",
    "payrollMonthData.wageComponents",
    "people",
  ],
  contracts: ["common", "contracts", "errors", "fields"],
  /** /account/contracts (the employee signs) and /settings/contract-template. */
  contractSigning: ["common", "contractSigning", "errors", "fields"],
  settings: ["common", "errors", "fields", "settings"],
  integrations: ["common", "errors", "fields", "integrations", "resellerMessages"],
  payroll: ["common", "errors", "fields", "integrations", "leave.types", "payroll", "payrollMonthData.excel"],
  settingsModules: ["common", "errors", "flags", "flows", "nav", "settings"],
  settingsSecurity: ["common", "errors", "fields", "flows", "security"],
  settingsUsers: ["common", "fields", "settingsUsers"],
  customFields: ["common", "customFields", "fields"],
  teams: ["common", "fields", "teams"],
} as const satisfies Record<string, readonly MessagePath[]>;

export type ClientScope = keyof typeof CLIENT_SCOPES;
