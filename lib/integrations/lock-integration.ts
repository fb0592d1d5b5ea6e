// A transaction-scoped advisory lock per integration (released at commit or rollback): starting an import
// and applying a batch of a sync take it, so two syncs of one integration never write its links and wages
// at the same time (no duplicate wage rows). Plain PostgreSQL; PGlite runs the same function.
import type { Prisma } from "@/lib/db/generated/client";

// The lock's first key names the kind of object, so an integration's id cannot collide with another lock's.
const INTEGRATION_LOCK_SPACE = 19_001;

export async function lockIntegration(tx: Prisma.TransactionClient, integrationId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${INTEGRATION_LOCK_SPACE}::int, ${integrationId}::int)`;
}
