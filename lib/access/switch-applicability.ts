// Which per-user switches the users screen shows, and which of them apply to a user's role (issue 16: a
// self-service employee is not shown "Add employees" or "Excel exports" ticked). Derived from lib/access
// itself rather than a second hand-written table: a switch applies to a role when flipping it changes a
// permission or the gate of an existing module's area for someone of that role, with everything else as
// open as it can be (every other switch on, every module switched on, full edition).
import { AREAS, canAccessArea } from "./areas";
import { FEATURE_FLAG_NAMES, type FeatureFlags } from "./feature-flags";
import { moduleExists } from "./modules";
import { can, PERMISSIONS } from "./permissions";
import type { AccessSubject, Role } from "./subject";
import { ACCESS_SWITCHES, type AccessSwitch, type AccessSwitches } from "./switches";

/** Switches of modules that exist today (the others stay stored but are not shown). */
export const SHOWN_ACCESS_SWITCHES = ACCESS_SWITCHES.filter((s) => s.module === null || moduleExists(s.module));

const OPEN_FLAGS = Object.fromEntries(
  FEATURE_FLAG_NAMES.map((name) => [name, !name.startsWith("disable_")]),
) as FeatureFlags;
const LIVE_AREAS = AREAS.filter((area) => moduleExists(area));

function openSubject(role: Role, switches: AccessSwitches): AccessSubject {
  return {
    role,
    switches,
    edition: "full",
    flags: OPEN_FLAGS,
    managedTeamIds: [],
    teamBasedAccessIds: null,
    ownTeamId: null,
    impersonating: false,
  };
}

function fingerprint(subject: AccessSubject): string {
  return [...PERMISSIONS.map((p) => can(subject, p)), ...LIVE_AREAS.map((a) => canAccessArea(subject, a))]
    .map(Number)
    .join("");
}

const cache = new Map<string, boolean>();

export function switchAppliesToRole(key: AccessSwitch, role: Role): boolean {
  const id = `${role}:${key}`;
  const known = cache.get(id);
  if (known !== undefined) return known;
  // Baseline: every granting switch on and read_only off; then flip the one in question.
  const base = Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.key, s.key !== "read_only"])) as AccessSwitches;
  const flipped = { ...base, [key]: !base[key] };
  const applies = fingerprint(openSubject(role, base)) !== fingerprint(openSubject(role, flipped));
  cache.set(id, applies);
  return applies;
}
