// POST /api/upgrade/bookDemo and /api/upgrade/requestSso: a demo booking or interest in single sign-on,
// stored as an open upgrade request for sales (no mail goes out yet). Asking again while a request of the
// same kind is open returns that request instead of piling up duplicates.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type DbTransaction } from "@/lib/db/client";
import { countActiveEmployees } from "./count-active-employees";

export const DEMO_SOURCES = [
  "upgrade_flow",
  "sso_modal",
  "celebratory:self_service",
  "celebratory:documents",
  "celebratory:user_rights",
] as const;

export const ZBookDemoInput = z.strictObject({
  source: z.enum(DEMO_SOURCES, { error: "source must be one of " + DEMO_SOURCES.join(", ") }),
});

type Interest = { kind: "demo" | "sso"; source: string };

export async function recordUpgradeInterest(ctx: RequestContext, interest: Interest, tx?: DbTransaction) {
  const run = async (client: DbTransaction) => {
    const open = await client.upgradeRequest.findFirst({
      where: { groupId: ctx.group.id, kind: interest.kind, status: "open" },
      orderBy: { id: "desc" },
    });
    if (open) return { data: { id: open.id, kind: open.kind, already_requested: true } };
    const employeeCount = await countActiveEmployees(ctx.group.id, { client });
    const request = await client.upgradeRequest.create({
      data: {
        groupId: ctx.group.id,
        requestedByUserId: ctx.user.id,
        kind: interest.kind,
        status: "open",
        source: interest.source,
        employeeCount,
      },
    });
    await recordAudit(client, ctx, {
      action: "create",
      objectType: "upgrade_request",
      objectId: request.id,
      after: { kind: request.kind, source: request.source },
    });
    return { data: { id: request.id, kind: request.kind, already_requested: false } };
  };
  return tx ? run(tx) : db.$transaction(run);
}

export function bookDemo(ctx: RequestContext, input: z.output<typeof ZBookDemoInput>) {
  return recordUpgradeInterest(ctx, { kind: "demo", source: input.source });
}

export function requestSso(ctx: RequestContext) {
  return recordUpgradeInterest(ctx, { kind: "sso", source: "sso_modal" });
}
