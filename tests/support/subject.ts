// Builds AccessSubjects for unit tests: a full-edition default user with the schema's default switches,
// overridable per test.
import { ACCESS_SWITCHES, type AccessSwitches } from "@/lib/access/switches";
import { resolveFeatureFlags, type FeatureFlags } from "@/lib/access/feature-flags";
import type { AccessSubject } from "@/lib/access/subject";

// Mirrors the Membership column defaults in prisma/schema/identity.prisma; an integration test
// (auth.integration.test.ts) checks that a fresh membership reads exactly these switches.
export const OFF_BY_DEFAULT = new Set([
  "wages",
  "read_only",
  "payroll_provider",
  "advances_payout",
  "sensitive_settings",
  "performance_reviews",
  "budgets",
  "stats",
]);

export function defaultSwitches(): AccessSwitches {
  return Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.key, !OFF_BY_DEFAULT.has(s.key)])) as AccessSwitches;
}

export function makeSubject(
  overrides: Partial<Omit<AccessSubject, "switches" | "flags">> & {
    switches?: Partial<AccessSwitches>;
    flags?: Partial<FeatureFlags>;
  } = {},
): AccessSubject {
  const switches = defaultSwitches();
  return {
    role: "default",
    edition: "full",
    managedTeamIds: [],
    teamBasedAccessIds: null,
    ownTeamId: null,
    impersonating: false,
    ...overrides,
    switches: { ...switches, ...overrides.switches },
    flags: { ...resolveFeatureFlags([]), ...overrides.flags },
  };
}
