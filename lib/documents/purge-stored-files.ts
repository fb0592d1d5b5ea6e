// Removes the bytes of deleted files: the rows a database trigger queued in stored_file_deletion whenever
// a file row went (see prisma/schema/documents.prisma). Bytes first, then the queue row, so a failure
// leaves the row for the next run; deleting missing bytes is no error. Runs right after POST
// /api/files/delete for that file, and for everything left over (cascades from a hard-deleted employee or
// company, failed attempts) from the storage-purge job every ten minutes (lib/jobs/start-workers.ts).
import { db } from "@/lib/db/client";
import { fileStore } from "@/lib/storage/file-store";

export async function purgeStoredFiles(
  filter: { groupId?: number; storageKeys?: string[] } = {},
  limit = 500,
): Promise<number> {
  const pending = await db.storedFileDeletion.findMany({
    where: {
      ...(filter.groupId ? { groupId: filter.groupId } : {}),
      ...(filter.storageKeys ? { storageKey: { in: filter.storageKeys } } : {}),
    },
    orderBy: { id: "asc" },
    take: limit,
  });
  const store = fileStore();
  let purged = 0;
  for (const row of pending) {
    // A key still used by a live row (never expected: keys are unique uuids) is kept.
    if ((await db.file.count({ where: { storageKey: row.storageKey } })) === 0) {
      try {
        await store.delete(row.storageKey);
      } catch (error) {
        console.error(
          `[documents] removing stored bytes ${row.storageKey} failed:`,
          error instanceof Error ? error.message : error,
        );
        continue;
      }
    }
    await db.storedFileDeletion.delete({ where: { id: row.id } });
    purged++;
  }
  return purged;
}
