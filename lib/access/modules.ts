// Which product modules exist today: the one registry that settings, the upgrade modal, "Enable more" and
// the users screen ask before they show a switch, a price or a menu entry. Nothing is offered for a module
// that is not built (issue 16: "until a module exists, neither its switch nor its price appears").
// A module that lands flips its line to `built: true` (and its nav item's `available`); every screen
// follows from here.
import type { Area } from "./areas";

export type ModuleDefinition = {
  built: boolean;
  /** Only the full edition has it (light accounts see it in "Enable more" and the upgrade modal). */
  fullOnly?: boolean;
};

export const MODULES = {
  // Built in this product.
  dashboard: { built: true },
  inbox: { built: true },
  people: { built: true },
  teams: { built: true },
  orgchart: { built: true, fullOnly: true },
  documents: { built: true },
  calendar: { built: true }, // leave and the days-off calendar
  notifications: { built: true },
  settings: { built: true },
  developer: { built: true },
  exports: { built: true },
  custom_fields: { built: true },
  self_service: { built: true },
  account: { built: true },
  payroll: { built: true }, // payroll-provider integrations (/settings/integrations)
  payroll_month: { built: true }, // the payroll month screen (/payroll): anomalies, entries, push
  expenses: { built: true, fullOnly: true }, // expense and mileage claims (/expenses)
  budgets: { built: true }, // budgets per team or cost centre, in /expenses
  contracts: { built: true, fullOnly: true }, // /contracts, the contract tab, changes and terminations
  // Not built yet: their flags and per-user switches stay in the data model but are never shown.
  advances: { built: false }, // advance payouts through the payroll provider (the advances_payout switch)
  dimona: { built: false },
  assets: { built: false, fullOnly: true },
  fleet: { built: false },
  software: { built: false, fullOnly: true },
  trainings: { built: false, fullOnly: true },
  internal_messages: { built: false, fullOnly: true }, // "Communication"
  performance: { built: false, fullOnly: true },
  workflows: { built: false, fullOnly: true },
  insights: { built: false, fullOnly: true },
  benchmark: { built: false },
  demo: { built: false }, // demo data reset (POST /clearDemoAccount)
} as const satisfies Record<string, ModuleDefinition>;

export type ProductModule = keyof typeof MODULES;

// Every area is a module of its own (a compile error here when an area is added without a registry line).
const _everyAreaIsAModule: Record<Area, ModuleDefinition> = MODULES;
void _everyAreaIsAModule;

export function moduleExists(module: ProductModule): boolean {
  return MODULES[module].built;
}

/** Built modules only the full edition has: what an upgrade from light really adds, in registry order. */
export function builtFullOnlyModules(): ProductModule[] {
  return (Object.keys(MODULES) as ProductModule[]).filter((m) => {
    const def: ModuleDefinition = MODULES[m];
    return def.built && def.fullOnly === true;
  });
}
