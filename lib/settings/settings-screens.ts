// The screens the /settings index links to. `available` says whether the page exists today (the index
// never links to a missing page; tests/unit/settings/settings-screens.test.ts checks each flag against
// the files under app/). `area` is the gate that decides whether this user sees the entry.
import type { Area } from "@/lib/access/areas";
import { navItem } from "@/lib/shell/nav-items";

export type SettingsScreenKey =
  | "company"
  | "modules"
  | "users"
  | "teams"
  | "custom_fields"
  | "calendar"
  | "commutes"
  | "security"
  | "integrations"
  | "developer"
  | "contract_template";

export type SettingsScreen = { key: SettingsScreenKey; href: string; area: Area; available: boolean };

export const SETTINGS_SCREENS: readonly SettingsScreen[] = [
  { key: "company", href: "/settings/company", area: "settings", available: true },
  { key: "modules", href: "/settings/modules", area: "settings", available: true },
  { key: "users", href: "/settings/users", area: "settings", available: true },
  { key: "teams", href: "/settings/teams/add", area: "teams", available: true },
  { key: "custom_fields", href: "/settings/custom-fields", area: "settings", available: true },
  { key: "calendar", href: "/calendar/settings", area: "calendar", available: true },
  { key: "commutes", href: "/settings/commutes", area: "settings", available: true },
  { key: "security", href: "/settings/security", area: "settings", available: true },
  { key: "integrations", href: "/settings/integrations", area: "payroll", available: true },
  { key: "contract_template", href: "/settings/contract-template", area: "contracts", available: true },
  // The developer page tracks the shell's own flag, flipped when /developer lands.
  { key: "developer", href: "/developer", area: "developer", available: navItem("developer").available },
];
