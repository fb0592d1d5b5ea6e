// One run of a declaration's job: send it (status pending) or poll its result (status sent), then schedule
// the next run with the back-off (backoff.ts). A run first claims the row for a while, so two runs (a
// retried job, a second app instance) never send it at once; the RSZ also gets the idempotency key, so a
// send whose answer was lost is not declared twice. The RSZ down (500, no answer, token refused): the
// declaration stays pending, the error and attempt are kept, and it is tried again. A refusal of the
// content (400, 403) makes it failed with the RSZ's anomalies. Each job carries the moment it was due
// (nextAttemptAt): a job for a moment the row no longer waits for (a duplicate) does nothing, so a
// declaration never has two chains of polls.
import { db } from "@/lib/db/client";
import { decryptField } from "@/lib/crypto/field-encryption";
import type { DimonaDeclaration, Prisma } from "@/lib/db/generated/client";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { pollDelayMs, sendRetryDelayMs } from "./backoff";
import { declarationBody } from "./declaration-body";
import { getDeclarationStatus, postDeclaration, RszError } from "./rsz-client";
import { rszEndpoint } from "./rsz-endpoint";

const CLAIM_MS = 2 * 60_000;

async function claim(id: number, due: Date): Promise<DimonaDeclaration | null> {
  const now = new Date();
  const claimed = await db.dimonaDeclaration.updateMany({
    where: {
      id,
      nextAttemptAt: due,
      status: { in: ["pending", "sent"] },
      OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
    },
    data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
  });
  return claimed.count === 1 ? db.dimonaDeclaration.findUnique({ where: { id } }) : null;
}

export type DimonaJob = { declaration_id: number; due: string };

/** Queues the run due at `due` (the row's nextAttemptAt, already stored). */
export async function scheduleDimonaRun(id: number, due: Date): Promise<void> {
  const delayMs = Math.max(0, due.getTime() - Date.now());
  await enqueue(
    QUEUES.dimona,
    { declaration_id: id, due: due.toISOString() },
    { startAfterSeconds: Math.ceil(delayMs / 1000) },
  );
}

async function send(row: DimonaDeclaration): Promise<Prisma.DimonaDeclarationUpdateInput> {
  const endpoint = rszEndpoint();
  if (!endpoint) throw new RszError("No RSZ web service is configured", true, [], "not_configured");
  const [employee, group] = await Promise.all([
    db.employee.findUniqueOrThrow({ where: { id: row.employeeId } }),
    db.group.findUniqueOrThrow({ where: { id: row.groupId }, select: { enterpriseNumber: true } }),
  ]);
  const body = declarationBody(
    row,
    { ...employee, ssin: decryptField(employee.nationalNumberEnc) },
    group.enterpriseNumber,
  );
  const rszId = await postDeclaration(endpoint, body, row.idempotencyKey);
  return { status: "sent", rszId, sentAt: new Date(), lastError: null, lastErrorCode: null };
}

async function poll(row: DimonaDeclaration): Promise<Prisma.DimonaDeclarationUpdateInput | null> {
  const endpoint = rszEndpoint();
  if (!endpoint) throw new RszError("No RSZ web service is configured", true, [], "not_configured");
  const status = await getDeclarationStatus(endpoint, row.rszId!);
  if (!status) return null;
  return {
    status: status.result,
    // An IN learns its period here; a change keeps the period it acted on.
    periodId: row.type === "IN" ? status.periodId : row.periodId,
    anomalies: status.anomalies as Prisma.InputJsonValue,
    processedAt: new Date(),
    lastError: null,
    lastErrorCode: null,
  };
}

export async function runDimonaJob(job: DimonaJob): Promise<void> {
  const id = job.declaration_id;
  const row = await claim(id, new Date(job.due));
  if (!row) return;
  let update: Prisma.DimonaDeclarationUpdateInput = {};
  let nextDelay: number | null = null;
  try {
    if (row.status === "pending") {
      update = { ...(await send(row)), attempts: { increment: 1 } };
      nextDelay = pollDelayMs(0);
    } else {
      const result = await poll(row);
      if (result) update = result;
      else nextDelay = pollDelayMs(Date.now() - (row.sentAt?.getTime() ?? Date.now()));
    }
  } catch (error) {
    const rsz = error instanceof RszError ? error : null;
    if (!rsz) console.error("[dimona]", error instanceof Error ? error.message : error);
    const message = error instanceof Error ? error.message : String(error);
    const lastErrorCode = rsz?.code ?? "internal";
    if (rsz && !rsz.retry) {
      update = {
        status: "failed",
        anomalies: rsz.anomalies as Prisma.InputJsonValue,
        lastError: message,
        lastErrorCode,
        attempts: { increment: 1 },
        processedAt: new Date(),
      };
    } else {
      const attempts = row.attempts + 1;
      update = { lastError: message, lastErrorCode, ...(row.status === "pending" ? { attempts } : {}) };
      nextDelay =
        row.status === "pending" ? sendRetryDelayMs(attempts) : pollDelayMs(Date.now() - (row.sentAt?.getTime() ?? 0));
    }
  }
  const nextAttemptAt = nextDelay === null ? null : new Date(Date.now() + nextDelay);
  await db.dimonaDeclaration.update({ where: { id }, data: { ...update, nextAttemptAt, claimedUntil: null } });
  if (nextAttemptAt) await scheduleDimonaRun(id, nextAttemptAt);
}

/** At worker start: every declaration still pending or sent gets a job (one whose enqueue was lost too). */
export async function resumeDimonaDeclarations(): Promise<void> {
  const open = await db.dimonaDeclaration.findMany({
    where: { status: { in: ["pending", "sent"] } },
    select: { id: true, nextAttemptAt: true },
  });
  for (const row of open) {
    const due = row.nextAttemptAt ?? new Date();
    if (!row.nextAttemptAt) await db.dimonaDeclaration.update({ where: { id: row.id }, data: { nextAttemptAt: due } });
    await scheduleDimonaRun(row.id, due);
  }
}
