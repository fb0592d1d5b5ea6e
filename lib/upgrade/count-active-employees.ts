// Active employees of a group: rows in Employee that are not (soft-)deleted. `cap` stops counting early
// where only "more than n" matters.
import { db } from "@/lib/db/client";
import type { DbTransaction } from "@/lib/db/client";

export async function countActiveEmployees(
  groupId: number,
  options: { cap?: number; client?: typeof db | DbTransaction } = {},
): Promise<number> {
  const client = options.client ?? db;
  return client.employee.count({ where: { groupId, deletedAt: null }, ...(options.cap ? { take: options.cap } : {}) });
}
