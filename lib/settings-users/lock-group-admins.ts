// Serialises every change that can take an enabled admin away from a company. The last-admin rule is a
// count followed by an update; at READ COMMITTED two admins demoting (or disabling, deleting, making
// read-only) each other at the same moment would each count the other and both pass, leaving no admin.
// A transaction-scoped advisory lock on (namespace, group id) makes the second change wait until the
// first commits; its count then sees the first change. The lock ends with the transaction. Take it first
// thing in the transaction, before reading the rows the rule looks at.
import type { DbTransaction } from "@/lib/db/client";

// The first key of the two-key advisory lock: "admins" of a group (other modules may lock other things
// per group with their own namespace).
const GROUP_ADMINS_LOCK_NAMESPACE = 0x61646d6e; // "admn"

export async function lockGroupAdmins(tx: DbTransaction, groupId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${GROUP_ADMINS_LOCK_NAMESPACE}::int4, ${groupId}::int4)`;
}
