// GET /api/integrations/anomalies: the month's anomalies before a push, for the people the caller sees.
// The data is loaded in a fixed number of queries (load-month-data.ts), then the pure rules run.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { detectAnomalies } from "./anomalies/detect-anomalies";
import { loadMonthData } from "./load-month-data";
import type { TAnomaliesInput } from "./payroll.types";

export async function findPushIntegration(ctx: RequestContext, integrationId: number | undefined) {
  if (integrationId === undefined) return null;
  const integration = await db.integration.findFirst({
    where: { id: integrationId, groupId: ctx.group.id },
    select: { id: true, source: true, provider: true, status: true, alias: true },
  });
  if (!integration) throw AppError.notFound("Integration");
  return integration;
}

export async function detectMonthAnomalies(ctx: RequestContext, input: TAnomaliesInput) {
  const integration = await findPushIntegration(ctx, input.integration_id);
  const data = await loadMonthData(ctx, { year: input.year, month: input.month, integration });
  const anomalies = detectAnomalies(data);
  return { data: anomalies, total: anomalies.length, people: data.people.length };
}
