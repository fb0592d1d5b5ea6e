import { can, isWritePermission } from "@/lib/access/permissions";
import { teamScope, myTeamIds, canSeeTeam } from "@/lib/access/team-scope";
import { resolveFeatureFlags, FEATURE_FLAGS } from "@/lib/access/feature-flags";
import { ACCESS_SWITCHES, switchesFromMembership, findSwitchByApiName } from "@/lib/access/switches";
import { makeSubject } from "@/tests/support/subject";

describe("permissions", () => {
  it("read-only users never get a write permission, even as admin", () => {
    const readOnlyAdmin = makeSubject({ role: "admin", switches: { read_only: true } });
    expect(can(readOnlyAdmin, "teams.write")).toBe(false);
    expect(can(readOnlyAdmin, "users.manage")).toBe(false);
    expect(can(readOnlyAdmin, "teams.read")).toBe(true);
  });

  it("team_only users read teams but do not write them", () => {
    const manager = makeSubject({ role: "team_only" });
    expect(can(manager, "teams.read")).toBe(true);
    expect(can(manager, "teams.write")).toBe(false);
  });

  it("wages need the wages switch for reading and writing", () => {
    expect(can(makeSubject(), "wages.read")).toBe(false);
    expect(can(makeSubject({ switches: { wages: true } }), "wages.read")).toBe(true);
    expect(can(makeSubject({ switches: { wages: true } }), "wages.write")).toBe(true);
    expect(can(makeSubject({ role: "employee", switches: { wages: true } }), "wages.read")).toBe(false);
  });

  it("excel exports follow their switch", () => {
    expect(can(makeSubject(), "exports.excel")).toBe(true);
    expect(can(makeSubject({ switches: { excel_exports: false } }), "exports.excel")).toBe(false);
  });

  it("adding employees follows the employee_insert switch", () => {
    expect(can(makeSubject({ switches: { employee_insert: false } }), "employees.insert")).toBe(false);
    expect(can(makeSubject(), "employees.insert")).toBe(true);
  });

  it("classifies write permissions", () => {
    expect(isWritePermission("teams.write")).toBe(true);
    expect(isWritePermission("users.manage")).toBe(true);
    expect(isWritePermission("teams.read")).toBe(false);
  });
});

describe("team scope", () => {
  it("admins and unrestricted default users see all teams", () => {
    expect(teamScope(makeSubject({ role: "admin" }))).toEqual({ kind: "all" });
    expect(teamScope(makeSubject())).toEqual({ kind: "all" });
  });

  it("team-based access limits a default user to the chosen teams", () => {
    const subject = makeSubject({ teamBasedAccessIds: [4, 2] });
    expect(teamScope(subject)).toEqual({ kind: "teams", teamIds: [4, 2] });
    expect(canSeeTeam(subject, 2)).toBe(true);
    expect(canSeeTeam(subject, 3)).toBe(false);
  });

  it("team_only users see managed teams plus granted ones, without duplicates", () => {
    const subject = makeSubject({ role: "team_only", managedTeamIds: [7, 3], teamBasedAccessIds: [3, 9] });
    expect(teamScope(subject)).toEqual({ kind: "teams", teamIds: [3, 7, 9] });
  });

  it("a team_only user also sees the team they belong to", () => {
    expect(teamScope(makeSubject({ role: "team_only", managedTeamIds: [7], ownTeamId: 2 }))).toEqual({
      kind: "teams",
      teamIds: [2, 7],
    });
  });

  it("a team_only user who manages nothing sees no team", () => {
    expect(teamScope(makeSubject({ role: "team_only" }))).toEqual({ kind: "teams", teamIds: [] });
  });

  it("my teams include the user's own employee team", () => {
    expect(myTeamIds(makeSubject({ role: "employee", ownTeamId: 5 }))).toEqual([5]);
  });
});

describe("switches and flags", () => {
  it("there are exactly the 20 switches of spec section 6, each with an API name", () => {
    expect(ACCESS_SWITCHES).toHaveLength(20);
    expect(new Set(ACCESS_SWITCHES.map((s) => s.api)).size).toBe(20);
    expect(findSwitchByApiName("wages_access")?.column).toBe("accessWages");
    expect(findSwitchByApiName("read_only")?.key).toBe("read_only");
    expect(findSwitchByApiName("nope")).toBeUndefined();
  });

  it("reads switches from membership columns", () => {
    const row = Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.column, s.key === "stats"])) as never;
    const switches = switchesFromMembership(row);
    expect(switches.stats).toBe(true);
    expect(switches.wages).toBe(false);
  });

  it("stored flag overrides win over defaults; unknown names are ignored", () => {
    const flags = resolveFeatureFlags([
      { name: "disable_days_off", enabled: true },
      { name: "enable_self_service", enabled: false },
      { name: "no_such_flag", enabled: true },
    ]);
    expect(flags.disable_days_off).toBe(true);
    expect(flags.enable_self_service).toBe(false);
    expect(flags.enable_trainings).toBe(FEATURE_FLAGS.enable_trainings.default);
    expect("no_such_flag" in flags).toBe(false);
  });
});
