// The demo seed against a real database: counts, roles and links, every national number and IBAN
// decrypting and validating, determinism, and a second seed refused without changing anything.
// Seeds with a unique e-mail domain and subdomain prefix, so it also runs on a shared PostgreSQL database.
import { verifyPassword } from "@/lib/auth/password";
import { validateNationalNumber } from "@/lib/be/national-number";
import { decryptField, lookupHash } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { validateIban } from "@/lib/iban/iban";
import { DemoDataExistsError, isDatabaseEmpty, seedDemoData, type DemoSeedResult } from "@/prisma/seed/demo";
import { allAccessSwitchesOn } from "@/prisma/seed/factories";
import { setupTestDatabase, uniqueSuffix, type TestDatabase } from "./helpers/db";

jest.setTimeout(120_000);

const password = "demo-password-test";
let database: TestDatabase;
let wasEmptyBefore: boolean;
let seeded: DemoSeedResult;
let seedMs: number;
let emailDomain: string;

beforeAll(async () => {
  database = await setupTestDatabase();
  wasEmptyBefore = await isDatabaseEmpty();
  const suffix = uniqueSuffix();
  emailDomain = `seed-${suffix}.test`;
  const started = performance.now();
  seeded = await seedDemoData({ password, emailDomain, subdomainPrefix: `demo-${suffix}` });
  seedMs = performance.now() - started;
});

const groupIds = () => [seeded.groups.full.id, seeded.groups.light.id];

async function employeesOf(groupId: number) {
  return db.employee.findMany({ where: { groupId }, include: { team: true }, orderBy: { employeeNumber: "asc" } });
}

it("finishes within a few seconds", () => {
  expect(seedMs).toBeLessThan(10_000);
});

it("reports the database as empty before and not after (fresh PGlite only)", async () => {
  if (database.kind !== "pglite") return; // a shared PostgreSQL database may hold other tests' groups
  expect(wasEmptyBefore).toBe(true);
  expect(await isDatabaseEmpty()).toBe(false);
});

it("creates a full company with 60 employees in 6 teams and a light one with 25", async () => {
  const { full, light } = seeded.groups;
  expect(full).toMatchObject({ groupAccess: "full", country: "BE" });
  expect(light).toMatchObject({ groupAccess: "light", country: "BE" });
  expect(await db.employee.count({ where: { groupId: full.id } })).toBe(60);
  expect(await db.employee.count({ where: { groupId: light.id } })).toBe(25);
  expect(await db.team.count({ where: { groupId: full.id } })).toBe(6);
  expect(seeded.employeeCounts).toEqual({ full: 60, light: 25 });
  // Every employee of the full company is in a team.
  expect(await db.employee.count({ where: { groupId: full.id, teamId: null } })).toBe(0);
});

it("creates five users, the admin with a membership in both companies and every switch on", async () => {
  const users = await db.user.findMany({ where: { email: { endsWith: `@${emailDomain}` } } });
  expect(users.map((u) => u.email.split("@")[0]).sort()).toEqual([
    "admin",
    "employee",
    "manager",
    "payroll",
    "readonly",
  ]);

  const adminMemberships = await db.membership.findMany({ where: { userId: seeded.users.admin.id } });
  expect(adminMemberships.map((m) => m.groupId).sort()).toEqual(groupIds().sort());
  for (const membership of adminMemberships) {
    expect(membership).toMatchObject({ role: "admin", status: "enabled", ...allAccessSwitchesOn() });
    expect(membership).toMatchObject({
      accessWages: true,
      accessStats: true,
      accessPerformanceReviews: true,
      readOnly: false,
    });
  }
});

it("gives every user the given password", async () => {
  const users = await db.user.findMany({
    where: { email: { endsWith: `@${emailDomain}` } },
    select: { passwordHash: true },
  });
  for (const user of users) expect(await verifyPassword(password, user.passwordHash)).toBe(true);
});

it("links the manager to a team's manager employee and records them in TeamManager", async () => {
  const membership = await db.membership.findFirstOrThrow({
    where: { userId: seeded.users.manager.id },
    include: { employee: true, managedTeams: true },
  });
  expect(membership).toMatchObject({ role: "team_only", groupId: seeded.groups.full.id });
  const managedTeamIds = membership.managedTeams.map((t) => t.teamId);
  expect(managedTeamIds).toEqual([membership.employee!.teamId]);
  // The employee is the one every other member of that team reports to.
  const teamMembers = await db.employee.findMany({
    where: { teamId: managedTeamIds[0], NOT: { id: membership.employeeId! } },
  });
  expect(teamMembers.length).toBeGreaterThan(0);
  for (const member of teamMembers) expect(member.reportsToId).toBe(membership.employeeId);
});

it("sets up the read-only, payroll and employee users", async () => {
  const membershipOf = (userId: string) => db.membership.findFirstOrThrow({ where: { userId } });
  expect(await membershipOf(seeded.users.readonly.id)).toMatchObject({ role: "default", readOnly: true });
  expect(await membershipOf(seeded.users.payroll.id)).toMatchObject({
    role: "default",
    accessWages: true,
    readOnly: false,
  });
  const employee = await membershipOf(seeded.users.employee.id);
  expect(employee).toMatchObject({ role: "employee", accessWages: false });
  expect(employee.employeeId).not.toBeNull();
  for (const key of ["readonly", "payroll", "employee"] as const) {
    expect(await db.membership.count({ where: { userId: seeded.users[key].id } })).toBe(1);
  }
});

it("has each team's members report to the team's manager, and the managers to the head", async () => {
  for (const groupId of groupIds()) {
    const employees = await employeesOf(groupId);
    const byId = new Map(employees.map((e) => [e.id, e]));
    const heads = employees.filter((e) => e.reportsToId === null);
    expect(heads).toHaveLength(1);
    for (const e of employees) {
      if (e.reportsToId === null) continue;
      const boss = byId.get(e.reportsToId)!;
      expect(boss).toBeDefined();
      // Either a member reporting to their own team's manager, or a manager reporting to the head.
      const bossIsTeamManager = employees.every(
        (other) => other.teamId !== boss.teamId || other.id === boss.id || other.reportsToId === boss.id,
      );
      expect(bossIsTeamManager).toBe(true);
      if (boss.teamId !== e.teamId) expect(boss.id).toBe(heads[0]!.id);
    }
  }
});

it("stores a valid, decryptable national number and IBAN with a BIC for every employee", async () => {
  for (const groupId of groupIds()) {
    for (const e of await employeesOf(groupId)) {
      const nationalNumber = decryptField(e.nationalNumberEnc)!;
      const nn = validateNationalNumber(nationalNumber);
      expect(nn).toMatchObject({ valid: true, kind: "nn", birthDate: e.birthDate, sex: e.gender });
      expect(e.nationalNumberHash).toBe(lookupHash(nationalNumber));

      const iban = validateIban(decryptField(e.ibanEnc)!);
      expect(iban).toMatchObject({ valid: true });
      expect(iban.valid && iban.bic).toBe(e.bic);
      expect(e.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    }
  }
});

it("gives no two employees the same national number", async () => {
  const hashes = await db.employee.findMany({
    where: { groupId: { in: groupIds() } },
    select: { nationalNumberHash: true },
  });
  expect(new Set(hashes.map((h) => h.nationalNumberHash)).size).toBe(85);
});

it("fills the other fields plausibly", async () => {
  for (const e of await employeesOf(seeded.groups.full.id)) {
    expect(e.firstName).not.toBe("");
    expect(e.jobTitle).toBeTruthy();
    expect(e.employeeNumber).toMatch(/^\d+$/);
    expect(e.postalCode).toMatch(/^[1-9]\d{3}$/);
    expect(e.preferredLanguage).toMatch(/^(nl|fr|en)$/);
    expect(e.startDate!.getTime()).toBeGreaterThan(e.birthDate!.getTime());
  }
});

it("refuses to seed the same companies twice and changes nothing", async () => {
  const otherDomain = `other-${uniqueSuffix()}.test`;
  const before = await db.employee.count({ where: { groupId: { in: groupIds() } } });
  await expect(
    seedDemoData({ password, emailDomain: otherDomain, subdomainPrefix: seeded.groups.full.subdomain }),
  ).rejects.toThrow(DemoDataExistsError);
  expect(await db.employee.count({ where: { groupId: { in: groupIds() } } })).toBe(before);
  expect(await db.user.count({ where: { email: { endsWith: `@${otherDomain}` } } })).toBe(0);
});

it("produces the same people on every run", async () => {
  const suffix = uniqueSuffix();
  const again = await seedDemoData({
    password,
    emailDomain: `again-${suffix}.test`,
    subdomainPrefix: `again-${suffix}`,
  });
  const describe = async (groupId: number) =>
    (await employeesOf(groupId)).map((e) => ({
      number: e.employeeNumber,
      name: [e.firstName, e.insertion, e.lastName].join(" "),
      team: e.team?.name,
      nationalNumber: decryptField(e.nationalNumberEnc),
      iban: decryptField(e.ibanEnc),
      address: [e.street, e.houseNumber, e.box, e.postalCode, e.city].join(" "),
    }));
  expect(await describe(again.groups.full.id)).toEqual(await describe(seeded.groups.full.id));
  expect(await describe(again.groups.light.id)).toEqual(await describe(seeded.groups.light.id));
  expect(again.users.manager.name).toBe(seeded.users.manager.name);
});
