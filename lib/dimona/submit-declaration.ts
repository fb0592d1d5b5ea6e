// What addDimona and editDimona share once the draft is built: the glossary rules decide; a dry run answers
// every breach and warning without storing or sending; otherwise any error is a 422 naming field and rule
// (`fields: {ContractType: "worker_type_obsolete"}`) and nothing is stored. A valid declaration is stored
// pending with its idempotency key and audit row in one transaction, then queued (never inside it).
import { randomUUID } from "node:crypto";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { requireRszEndpoint } from "./belgian-only";
import { dimonaJson } from "./dimona-json";
import { assertNoDoubleDeclaration } from "./open-dimona-period";
import type { RuleBreach } from "./rules";
import { scheduleDimonaRun } from "./run-dimona-job";

const breachJson = (b: RuleBreach) => ({ field: b.field, rule: b.rule, severity: b.severity, message: b.message });

export type DryRunAnswer = { dry_run: true; valid: boolean; anomalies: ReturnType<typeof breachJson>[] };

export async function submitDeclaration(
  ctx: RequestContext,
  breaches: RuleBreach[],
  dryRun: boolean,
  data: Omit<Prisma.DimonaDeclarationUncheckedCreateInput, "groupId" | "idempotencyKey" | "actorUserId">,
) {
  const errors = breaches.filter((b) => b.severity === "error");
  if (dryRun) return { dry_run: true, valid: errors.length === 0, anomalies: breaches.map(breachJson) } as DryRunAnswer;
  if (errors.length) {
    const fields = Object.fromEntries(errors.map((e) => [e.field, e.rule]));
    const first = errors[0]!;
    throw AppError.validation(fields, `The Dimona declaration breaks rule ${first.rule} on ${first.field}`);
  }
  requireRszEndpoint();
  const now = new Date();
  const row = await db.$transaction(async (tx) => {
    await assertNoDoubleDeclaration(tx, ctx.group.id, {
      employeeId: data.employeeId,
      type: data.type,
      startDate: (data.startDate as Date | null | undefined) ?? null,
      periodId: data.periodId ?? null,
    });
    const created = await tx.dimonaDeclaration.create({
      data: {
        ...data,
        groupId: ctx.group.id,
        idempotencyKey: randomUUID(),
        actorUserId: ctx.user.id,
        impersonatorUserId: ctx.impersonatorUserId,
        nextAttemptAt: now,
      },
    });
    const json = dimonaJson(created);
    await recordAudit(tx, ctx, {
      action: "dimona_declare",
      objectType: "dimona_declaration",
      objectId: created.id,
      employeeId: created.employeeId,
      after: {
        type: json.type,
        worker_type: json.worker_type,
        joint_committee: json.joint_committee,
        start_date: json.start_date,
        end_date: json.end_date,
        period_id: json.period_id,
        status: json.status,
      },
    });
    return created;
  });
  // A queue that cannot take it now leaves the row pending: the workers pick it up when they start.
  await scheduleDimonaRun(row.id, now).catch((error) =>
    console.error("[dimona] enqueue failed", error instanceof Error ? error.message : error),
  );
  return { declaration: dimonaJson(row), warnings: breaches.map(breachJson) };
}
