// Factories shared by the demo seed and the integration tests. Every default is unique per call, so
// tests running side by side on one database each create their own groups and users and never need a
// reset. Each factory takes an optional client: pass the `tx` of an interactive transaction (PGlite has
// a single connection, so a query through `db` inside a transaction would wait forever).
import { hashPassword } from "@/lib/auth/password";
import { ACCESS_SWITCHES, type AccessSwitchColumn } from "@/lib/access/switches";
import { generateNationalNumber } from "@/lib/be/national-number";
import { encryptField, lookupHash } from "@/lib/crypto/field-encryption";
import { db, type Db, type DbTransaction } from "@/lib/db/client";
import type {
  Country,
  Employee as EmployeeModel,
  Group,
  GroupAccess,
  Language,
  Membership,
  MembershipStatus,
  Prisma,
  Role,
  Team,
  TeamManager,
  User,
} from "@/lib/db/generated/client";
import { bicForIban, generateBelgianIban } from "@/lib/iban/iban";

/** An employee row as queries return it: the search helper column is omitted by default (lib/db/client.ts). */
export type Employee = Omit<EmployeeModel, "searchText">;

export type DbClient = Db | DbTransaction;

export const DEFAULT_TEST_PASSWORD = "test-password-2026";

// A per-process prefix plus a counter: unique across jest workers sharing one PostgreSQL database.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
export function uniqueSuffix(): string {
  counter += 1;
  return `${runId}${counter}`;
}

// ---------------------------------------------------------------------------------------------- groups

export type CreateGroupOptions = {
  name?: string;
  subdomain?: string;
  groupAccess?: GroupAccess;
  country?: Country;
  trialEndsAt?: Date | null;
  resellerId?: number | null;
};

export async function createGroup(options: CreateGroupOptions = {}, client: DbClient = db): Promise<Group> {
  const suffix = uniqueSuffix();
  return client.group.create({
    data: {
      name: options.name ?? `Test Company ${suffix}`,
      subdomain: options.subdomain ?? `test-${suffix}`,
      groupAccess: options.groupAccess ?? "full",
      country: options.country ?? "BE",
      trialEndsAt: options.trialEndsAt ?? null,
      resellerId: options.resellerId ?? null,
    },
  });
}

// ----------------------------------------------------------------------------------------------- users

export type CreateUserOptions = {
  email?: string;
  name?: string;
  /** Plain text; hashed with scrypt. null creates a user without a password (SSO or invitation only). */
  password?: string | null;
  language?: Language | null;
  setupWizardDone?: boolean;
  lastGroupId?: number | null;
};

// scrypt costs ~50 ms; tests create many users with the same password, so each distinct password is
// hashed once per process. Equal hashes only reveal that fixture users share a password, which they do.
const hashCache = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

/** A user as `db` returns it: the password hash is omitted by default (lib/db/client.ts). */
export type CreatedUser = Omit<User, "passwordHash">;

export async function createUser(options: CreateUserOptions = {}, client: DbClient = db): Promise<CreatedUser> {
  const suffix = uniqueSuffix();
  const password = options.password === undefined ? DEFAULT_TEST_PASSWORD : options.password;
  return client.user.create({
    data: {
      email: (options.email ?? `user-${suffix}@example.test`).toLowerCase(),
      name: options.name ?? `Test User ${suffix}`,
      passwordHash: password === null ? null : await hashOnce(password),
      language: options.language ?? "en",
      setupWizardDone: options.setupWizardDone ?? true,
      lastGroupId: options.lastGroupId ?? null,
    },
  });
}

// ------------------------------------------------------------------------------------------ memberships

export type AccessSwitchOverrides = Partial<Record<AccessSwitchColumn, boolean>>;

export type CreateMembershipOptions = AccessSwitchOverrides & {
  userId: string;
  groupId: number;
  role?: Role;
  status?: MembershipStatus;
  employeeId?: number | null;
  teamBasedAccess?: boolean;
};

/** Every granting switch on (wages, stats, performance reviews ...) and read-only off: a full admin. */
export function allAccessSwitchesOn(): Record<AccessSwitchColumn, boolean> {
  return Object.fromEntries(ACCESS_SWITCHES.map(({ column }) => [column, column !== "readOnly"])) as Record<
    AccessSwitchColumn,
    boolean
  >;
}

export async function createMembership(options: CreateMembershipOptions, client: DbClient = db): Promise<Membership> {
  const { userId, groupId, role, status, employeeId, teamBasedAccess, ...switches } = options;
  return client.membership.create({
    data: {
      userId,
      groupId,
      role: role ?? "default",
      status: status ?? "enabled",
      employeeId: employeeId ?? null,
      teamBasedAccess: teamBasedAccess ?? false,
      ...pickSwitches(switches),
    },
  });
}

/** The user's fields (email, password ...) and the membership's (role, switches ...) side by side. */
export type CreateUserInGroupOptions = CreateUserOptions &
  Omit<CreateMembershipOptions, "userId" | "groupId"> & { group: Pick<Group, "id"> };

export async function createUserInGroup(
  options: CreateUserInGroupOptions,
  client: DbClient = db,
): Promise<{ user: CreatedUser; membership: Membership }> {
  const { group, email, name, password, language, setupWizardDone, lastGroupId, ...membershipOptions } = options;
  const user = await createUser(
    {
      email,
      name,
      password,
      language,
      setupWizardDone,
      lastGroupId: lastGroupId === undefined ? group.id : lastGroupId,
    },
    client,
  );
  const membership = await createMembership({ ...membershipOptions, userId: user.id, groupId: group.id }, client);
  return { user, membership };
}

// Only known switch columns reach Prisma, whatever else the caller's object carries.
function pickSwitches(values: Record<string, unknown>): AccessSwitchOverrides {
  const picked: AccessSwitchOverrides = {};
  for (const { column } of ACCESS_SWITCHES) {
    if (typeof values[column] === "boolean") picked[column] = values[column] as boolean;
  }
  return picked;
}

// ----------------------------------------------------------------------------------------------- teams

export type CreateTeamOptions = { groupId: number; name?: string };

export async function createTeam(options: CreateTeamOptions, client: DbClient = db): Promise<Team> {
  return client.team.create({ data: { groupId: options.groupId, name: options.name ?? `Team ${uniqueSuffix()}` } });
}

/** Records a membership as manager of a team (what a team_only user's scope is built from). */
export async function addTeamManager(
  options: { teamId: number; membershipId: number },
  client: DbClient = db,
): Promise<TeamManager> {
  return client.teamManager.create({ data: options });
}

// ------------------------------------------------------------------------------------------- employees

type PlainEmployeeFields = Omit<
  Prisma.EmployeeCreateManyInput,
  "id" | "groupId" | "teamId" | "nationalNumberEnc" | "nationalNumberHash" | "ibanEnc"
>;

export type CreateEmployeeOptions = Partial<PlainEmployeeFields> & {
  groupId: number;
  teamId?: number | null;
  /** Plain national number; encrypted with its lookup hash. Defaults to a valid generated one; null for none. */
  nationalNumber?: string | null;
  /** Plain IBAN; encrypted, and the BIC filled in from it unless given. Defaults to a valid Belgian IBAN. */
  iban?: string | null;
};

// Defaults vary per process and call, so fixtures are distinguishable; validity matters, uniqueness
// does not (the schema does not make national numbers unique).
let identifierSeq = Math.floor(Math.random() * 400);

/** The row data createEmployee inserts; the demo seed feeds many of these to createManyAndReturn. */
export function buildEmployeeData(options: CreateEmployeeOptions): Prisma.EmployeeCreateManyInput {
  const { nationalNumber: nationalNumberOption, iban: ibanOption, ...fields } = options;
  identifierSeq = (identifierSeq + 1) % 499;
  const suffix = uniqueSuffix();
  const gender = fields.gender ?? "female";
  const birthDate = fields.birthDate ? new Date(fields.birthDate) : new Date(Date.UTC(1990, 0, 1 + identifierSeq));

  const nationalNumber =
    nationalNumberOption === undefined
      ? generateNationalNumber(
          birthDate,
          gender === "male" ? "male" : "female",
          2 * identifierSeq + (gender === "male" ? 1 : 2),
        )
      : nationalNumberOption;
  const iban = ibanOption === undefined ? generateBelgianIban("068", 1_000_000 + identifierSeq * 7919) : ibanOption;

  return {
    ...fields,
    groupId: options.groupId,
    teamId: options.teamId ?? null,
    firstName: fields.firstName ?? "Test",
    lastName: fields.lastName ?? `Employee ${suffix}`,
    gender,
    birthDate,
    nationalNumberEnc: encryptField(nationalNumber),
    nationalNumberHash: lookupHash(nationalNumber),
    ibanEnc: encryptField(iban),
    bic: fields.bic !== undefined ? fields.bic : iban ? bicForIban(iban) : null,
  };
}

export async function createEmployee(options: CreateEmployeeOptions, client: DbClient = db): Promise<Employee> {
  return client.employee.create({ data: buildEmployeeData(options) });
}
