// The demo data `npm start` and `npm run db:seed` put into an empty database: a full-edition company with
// 60 employees in 6 teams, a light-edition bakery with 25, and five users who show the main roles.
// Deterministic (seeded pseudo-random data, fixed reference date) and all in one transaction, so a failed
// seed leaves nothing behind and a database is either seeded completely or not at all.
import { db } from "@/lib/db/client";
import { displayName } from "@/lib/people/display-name";
import type { Group, Team } from "@/lib/db/generated/client";
import {
  FULL_DEMO_COMPANY,
  LIGHT_DEMO_COMPANY,
  DEMO_REFERENCE_DATE,
  type DemoCompanySpec,
  type DemoTeamSpec,
} from "./demo-companies";
import { makeDemoPerson, type DemoPerson } from "./demo-people";
import {
  addTeamManager,
  allAccessSwitchesOn,
  buildEmployeeData,
  createGroup,
  createMembership,
  createUser,
  type CreatedUser,
  type DbClient,
  type Employee,
} from "./factories";
import { seededRandom } from "./seeded-random";
import { insertDemoLeave } from "./demo-leave";
import { insertDemoContracts } from "./demo-contracts";
import { insertDemoIntegration } from "./demo-integration";

export type SeedDemoOptions = {
  /** Password of every demo user. */
  password: string;
  /** Users are admin@, manager@, readonly@, payroll@ and employee@ this domain. Default "demo.test". */
  emailDomain?: string;
  /** Subdomains are `${prefix}` (full) and `${prefix}-light`. Default "demo". */
  subdomainPrefix?: string;
};

export type DemoUserKey = "admin" | "manager" | "readonly" | "payroll" | "employee";

export type DemoSeedResult = {
  groups: { full: Group; light: Group };
  users: Record<DemoUserKey, CreatedUser>;
  employeeCounts: { full: number; light: number };
  teamCounts: { full: number; light: number };
};

export class DemoDataExistsError extends Error {
  constructor(subdomain: string) {
    super(`Demo data already present: a company with subdomain "${subdomain}" exists. Nothing was changed.`);
    this.name = "DemoDataExistsError";
  }
}

// Modules the demo should show off; their flags are off by default (lib/access/feature-flags.ts).
const FULL_DEMO_FLAGS = ["enable_performance_evaluations", "enable_trainings", "enable_workflows"];

export async function isDatabaseEmpty(client: DbClient = db): Promise<boolean> {
  return (await client.group.count()) === 0;
}

export async function seedDemoData(options: SeedDemoOptions): Promise<DemoSeedResult> {
  const emailDomain = options.emailDomain ?? "demo.test";
  const prefix = options.subdomainPrefix ?? "demo";
  const usedNames = new Set<string>();
  const fullPlan = planCompany(FULL_DEMO_COMPANY, 0, usedNames);
  const lightPlan = planCompany(LIGHT_DEMO_COMPANY, fullPlan.headcount, usedNames);

  return db.$transaction(
    async (tx) => {
      for (const spec of [FULL_DEMO_COMPANY, LIGHT_DEMO_COMPANY]) {
        const subdomain = prefix + spec.subdomainSuffix;
        if (await tx.group.findUnique({ where: { subdomain }, select: { id: true } })) {
          throw new DemoDataExistsError(subdomain);
        }
      }
      const full = await insertCompany(tx, fullPlan, prefix);
      const light = await insertCompany(tx, lightPlan, prefix);
      await tx.featureFlag.createMany({
        data: FULL_DEMO_FLAGS.map((name) => ({ groupId: full.group.id, name, enabled: true })),
      });
      const users = await insertUsers(tx, { full, light, password: options.password, emailDomain });
      await insertDemoLeave(tx, full.group.id, users.admin.id);
      await insertDemoContracts(tx, full.group.id);
      // The full company comes connected to the BE portal simulator; the light one to nothing.
      await insertDemoIntegration(tx, full.group.id, users.admin.id);
      return {
        groups: { full: full.group, light: light.group },
        users,
        employeeCounts: { full: fullPlan.headcount, light: lightPlan.headcount },
        teamCounts: { full: full.teams.size, light: light.teams.size },
      };
    },
    // PGlite runs the whole seed on one connection in about a second; leave room for slow CI machines.
    { maxWait: 10_000, timeout: 120_000 },
  );
}

// ------------------------------------------------------------------------------------ planning (pure)

/** The full demo company's people as the seed makes them (the BE portal simulator's demo data starts from them). */
export function fullDemoCompanyPeople(): (DemoPerson & { team: string; signsIn: boolean })[] {
  const plan = planCompany(FULL_DEMO_COMPANY, 0, new Set());
  // The people insertUsers gives a sign-in (the logistics manager and first member, the first of Finance &
  // HR): the seed books them no contract, so the portal holds none for them either.
  const signsIn = new Set(
    plan.teams.flatMap((t) =>
      t.spec.name === "Logistics" ? [t.manager, t.members[0]] : t.spec.name === "Finance & HR" ? [t.members[0]] : [],
    ),
  );
  return plan.teams.flatMap((t) =>
    [t.manager, ...t.members].map((p) => ({ ...p, team: t.spec.name, signsIn: signsIn.has(p) })),
  );
}

type TeamPlan = { spec: DemoTeamSpec; manager: DemoPerson; members: DemoPerson[] };
type CompanyPlan = { spec: DemoCompanySpec; teams: TeamPlan[]; headcount: number };

function planCompany(spec: DemoCompanySpec, firstSerial: number, usedNames: Set<string>): CompanyPlan {
  const rng = seededRandom(spec.randomSeed);
  let serial = firstSerial;
  let employeeNumber = spec.firstEmployeeNumber;
  const person = (jobTitle: string, ageRange: readonly [number, number]) =>
    makeDemoPerson({
      rng,
      origin: rng.weighted(spec.origins),
      towns: spec.towns,
      referenceDate: DEMO_REFERENCE_DATE,
      ageRange,
      serial: serial++,
      workEmailDomain: spec.workEmailDomain,
      employeeNumber: String(employeeNumber++),
      jobTitle,
      usedNames,
    });

  const teams = spec.teams.map((team, index) => ({
    spec: team,
    manager: person(team.managerTitle, index === 0 ? [45, 60] : [34, 58]),
    members: Array.from({ length: team.size - 1 }, (_, i) =>
      person(team.memberTitles[i % team.memberTitles.length]!, [20, 63]),
    ),
  }));
  return { spec, teams, headcount: serial - firstSerial };
}

// ------------------------------------------------------------------------------------------- writing

type InsertedCompany = {
  group: Group;
  teams: Map<string, Team>;
  managers: Map<string, Employee>;
  members: Map<string, Employee[]>;
};

async function insertCompany(tx: DbClient, plan: CompanyPlan, prefix: string): Promise<InsertedCompany> {
  const group = await createGroup(
    {
      name: plan.spec.name,
      subdomain: prefix + plan.spec.subdomainSuffix,
      groupAccess: plan.spec.groupAccess,
      country: "BE",
    },
    tx,
  );
  // A Belgian employer declares Dimona under its enterprise number (lib/dimona): the demo has a valid one.
  await tx.group.update({ where: { id: group.id }, data: { enterpriseNumber: "0403.170.701" } });
  const teamRows = await tx.team.createManyAndReturn({
    data: plan.teams.map((t) => ({ groupId: group.id, name: t.spec.name })),
  });
  const teams = new Map(teamRows.map((t) => [t.name, t]));
  const row = (person: DemoPerson, team: TeamPlan, reportsToId: number | null) =>
    buildEmployeeData({ ...person, groupId: group.id, teamId: teams.get(team.spec.name)!.id, reportsToId });

  // Three inserts, top down, because each level needs the ids of the one above it.
  const [headPlan, ...otherTeams] = plan.teams;
  const head = await tx.employee.create({ data: row(headPlan!.manager, headPlan!, null) });
  const otherManagers = await tx.employee.createManyAndReturn({
    data: otherTeams.map((t) => row(t.manager, t, head.id)),
  });
  const managerByNumber = new Map([head, ...otherManagers].map((e) => [e.employeeNumber, e]));
  const managers = new Map(plan.teams.map((t) => [t.spec.name, managerByNumber.get(t.manager.employeeNumber!)!]));

  const memberRows = await tx.employee.createManyAndReturn({
    data: plan.teams.flatMap((t) => t.members.map((m) => row(m, t, managers.get(t.spec.name)!.id))),
  });
  const memberByNumber = new Map(memberRows.map((e) => [e.employeeNumber, e]));
  const members = new Map(
    plan.teams.map((t) => [t.spec.name, t.members.map((m) => memberByNumber.get(m.employeeNumber!)!)]),
  );
  return { group, teams, managers, members };
}

async function insertUsers(
  tx: DbClient,
  o: { full: InsertedCompany; light: InsertedCompany; password: string; emailDomain: string },
): Promise<Record<DemoUserKey, CreatedUser>> {
  const { full, light, password } = o;
  const email = (local: string) => `${local}@${o.emailDomain}`;
  const fullId = full.group.id;
  const asEmployee = (e: Employee) => ({
    name: displayName(e),
    language: e.preferredLanguage,
  });

  const admin = await createUser(
    { email: email("admin"), name: "Demo Admin", password, language: "en", lastGroupId: fullId },
    tx,
  );
  for (const group of [full.group, light.group]) {
    await createMembership({ userId: admin.id, groupId: group.id, role: "admin", ...allAccessSwitchesOn() }, tx);
  }

  // The logistics manager, who sees only their own team.
  const logisticsManager = full.managers.get("Logistics")!;
  const manager = await createUser(
    { email: email("manager"), password, lastGroupId: fullId, ...asEmployee(logisticsManager) },
    tx,
  );
  const managerMembership = await createMembership(
    { userId: manager.id, groupId: fullId, role: "team_only", employeeId: logisticsManager.id },
    tx,
  );
  await addTeamManager({ teamId: full.teams.get("Logistics")!.id, membershipId: managerMembership.id }, tx);

  // An outside accountant who may look but not change anything.
  const readonly = await createUser(
    { email: email("readonly"), name: "Demo Read-only", password, language: "nl", lastGroupId: fullId },
    tx,
  );
  await createMembership({ userId: readonly.id, groupId: fullId, role: "default", readOnly: true }, tx);

  const payrollOfficer = full.members.get("Finance & HR")![0]!;
  const payroll = await createUser(
    { email: email("payroll"), password, lastGroupId: fullId, ...asEmployee(payrollOfficer) },
    tx,
  );
  await createMembership(
    { userId: payroll.id, groupId: fullId, role: "default", accessWages: true, employeeId: payrollOfficer.id },
    tx,
  );

  // A warehouse colleague in the logistics team, so the manager user sees them too.
  const colleague = full.members.get("Logistics")![0]!;
  const employee = await createUser(
    { email: email("employee"), password, lastGroupId: fullId, ...asEmployee(colleague) },
    tx,
  );
  await createMembership(
    { userId: employee.id, groupId: fullId, role: "employee", accessWages: false, employeeId: colleague.id },
    tx,
  );

  return { admin, manager, readonly, payroll, employee };
}
