// Feature flags per group: the catalogue with defaults. Only overrides are stored (FeatureFlag rows).
// The settings issue extends this catalogue with descriptions in three languages and what each gates.

export const FEATURE_FLAGS = {
  disable_days_off: { default: false },
  enable_workflows: { default: false },
  enable_app_marketplace_for_light: { default: false },
  enable_demo_account: { default: false },
  enable_performance_evaluations: { default: false },
  enable_trainings: { default: false },
  disable_assets: { default: false },
  disable_software: { default: false },
  enable_wage_benchmark: { default: false },
  enable_multiple_managers: { default: false },
  enable_self_service: { default: true },
  enable_self_service_personal_data_edit: { default: true },
  enable_day_off_education: { default: false },
  enable_day_off_sick_types: { default: true },
  enable_historical_calendar_changes: { default: false },
  enable_overtime_exceptions: { default: false },
} as const satisfies Record<string, { default: boolean }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAGS, name);
}

/** Defaults overlaid with the group's stored overrides; unknown stored names are ignored. */
export function resolveFeatureFlags(rows: ReadonlyArray<{ name: string; enabled: boolean }>): FeatureFlags {
  const flags = Object.fromEntries(
    Object.entries(FEATURE_FLAGS).map(([name, def]) => [name, def.default]),
  ) as FeatureFlags;
  for (const row of rows) if (isFeatureFlagName(row.name)) flags[row.name] = row.enabled;
  return flags;
}
