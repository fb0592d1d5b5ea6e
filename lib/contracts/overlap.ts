// Two contracts of one person may not cover the same day: the start of the one that overlaps, or null.
import type { Prisma } from "@/lib/db/generated/client";
import { dayOf, parseIsoDate, type IsoDate } from "@/lib/people-history/day";

export async function findOverlappingContract(
  tx: Prisma.TransactionClient,
  groupId: number,
  employeeId: number,
  start: IsoDate,
  end: IsoDate | null,
  exceptId?: number,
): Promise<IsoDate | null> {
  const other = await tx.contract.findFirst({
    where: {
      groupId,
      employeeId,
      ...(exceptId ? { id: { not: exceptId } } : {}),
      OR: [{ endDate: null }, { endDate: { gte: parseIsoDate(start) } }],
      ...(end ? { startDate: { lte: parseIsoDate(end) } } : {}),
    },
    select: { startDate: true },
  });
  return other ? dayOf(other.startDate) : null;
}
