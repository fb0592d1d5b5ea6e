// The database layer end to end: migrations, nested writes, interactive transactions and the append-only
// audit_log trigger. Runs on an in-memory PGlite, or on PostgreSQL when DATABASE_URL is a postgres URL.
import { readdirSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { setupTestDatabase, uniqueSuffix } from "./helpers/db";

jest.setTimeout(120_000);

const migrationNames = readdirSync(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

beforeAll(async () => {
  await setupTestDatabase();
});

describe("migrations", () => {
  it("records every migration folder as applied in _prisma_migrations", async () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    const rows = await db.$queryRaw<{ migration_name: string; finished: boolean; rolled_back: boolean }[]>`
      SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
      FROM _prisma_migrations ORDER BY migration_name`;
    const applied = rows.filter((row) => row.finished && !row.rolled_back).map((row) => row.migration_name);
    expect(applied).toEqual(expect.arrayContaining(migrationNames));
  });

  it("is idempotent: a second run applies nothing", async () => {
    await expect(applyMigrations()).resolves.toEqual({ applied: [], edited: [] });
    // The setup promise is cached per test file.
    expect(setupTestDatabase()).toBe(setupTestDatabase());
  });
});

describe("PrismaClient", () => {
  it("creates a group with a user and a membership in one nested write and reads them back", async () => {
    const suffix = uniqueSuffix();
    const created = await db.group.create({
      data: {
        name: "Acme",
        subdomain: `acme-${suffix}`,
        country: "NL",
        memberships: {
          create: {
            role: "admin",
            user: { create: { email: `anna-${suffix}@example.com`, name: "Anna", passwordHash: "hash-not-returned" } },
          },
        },
      },
      include: { memberships: { include: { user: true } } },
    });

    expect(created.memberships).toHaveLength(1);
    const user = created.memberships[0].user;
    expect(user.email).toBe(`anna-${suffix}@example.com`);
    // passwordHash is omitted by default...
    expect(user).not.toHaveProperty("passwordHash");

    const membership = await db.membership.findUniqueOrThrow({
      where: { userId_groupId: { userId: user.id, groupId: created.id } },
      include: { group: true, user: true },
    });
    expect(membership.role).toBe("admin");
    expect(membership.status).toBe("enabled");
    expect(membership.accessDocuments).toBe(true);
    expect(membership.group.subdomain).toBe(`acme-${suffix}`);
    expect(membership.group.country).toBe("NL");
    expect(membership.user).not.toHaveProperty("passwordHash");

    // ...and returned when asked for.
    const withHash = await db.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false } });
    expect(withHash.passwordHash).toBe("hash-not-returned");
  });

  it("commits an interactive transaction, and rolls it back when the callback throws", async () => {
    const suffix = uniqueSuffix();
    const group = await db.$transaction(async (tx) => {
      const g = await tx.group.create({ data: { name: "Tx", subdomain: `tx-${suffix}` } });
      await tx.team.create({ data: { groupId: g.id, name: "Sales" } });
      return g;
    });
    expect(await db.team.count({ where: { groupId: group.id } })).toBe(1);

    await expect(
      db.$transaction(async (tx) => {
        await tx.team.create({ data: { groupId: group.id, name: "Support" } });
        expect(await tx.team.count({ where: { groupId: group.id } })).toBe(2);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.team.findMany({ where: { groupId: group.id }, select: { name: true } })).toEqual([
      { name: "Sales" },
    ]);
  });
});

describe("audit_log", () => {
  it("accepts inserts and refuses UPDATE, DELETE and TRUNCATE", async () => {
    const objectId = uniqueSuffix();
    const entry = await db.auditLog.create({
      data: {
        groupId: 1,
        action: "update",
        objectType: "employee",
        objectId,
        changes: { city: { from: "Gent", to: "Brugge" } },
      },
    });
    expect(typeof entry.id).toBe("bigint");

    await expect(db.auditLog.update({ where: { id: entry.id }, data: { action: "tampered" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db.auditLog.updateMany({ where: { objectId }, data: { action: "tampered" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db.auditLog.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(db.auditLog.deleteMany({ where: { objectId } })).rejects.toThrow(/append-only/);
    await expect(
      db.$executeRaw`UPDATE audit_log SET action = 'tampered' WHERE object_id = ${objectId}`,
    ).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe("TRUNCATE audit_log")).rejects.toThrow(/append-only/);

    const rows = await db.auditLog.findMany({ where: { objectId } });
    expect(rows).toHaveLength(1);
    expect(rows[0].action).toBe("update");
    expect(rows[0].changes).toEqual({ city: { from: "Gent", to: "Brugge" } });
  });
});
