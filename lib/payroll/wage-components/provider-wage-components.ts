// Wage components read from the payroll provider (issue 20): a read_wage_components command reads each
// linked person's components (fixed and variable) valid in a month and keeps them, replacing what the
// last read kept for that person; the wages tab lists them with the time they were read. Starting a read
// needs the wages right and the payroll one; reading the list needs the wages right (lib/access).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { companyToday } from "@/lib/leave/company-today";
import type { IntegrationCommand } from "@/lib/db/generated/client";
import type { CommandWork } from "@/lib/integrations/run-command";
import { createCommand, queueCommand } from "@/lib/integrations/start-command";
import { ProviderError } from "@/lib/integrations/providers/provider";
import { findVisibleEmployee, visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { TListWageComponentsInput, TReadWageComponentsInput } from "./wage-components.types";

/** POST /api/integrations/wage_components/read: queues the read (one person, or every linked person). */
export async function startWageComponentsRead(ctx: RequestContext, input: TReadWageComponentsInput) {
  const integration = await db.integration.findFirst({ where: { id: input.integration_id, groupId: ctx.group.id } });
  if (!integration) throw AppError.notFound("Integration");
  if (integration.status === "disabled") throw AppError.validation({ integration_id: "This integration is disabled" });
  if (input.employee_id !== undefined) await findVisibleEmployee(ctx, input.employee_id, { id: true });
  // The company's month (Europe/Brussels), not the server's clock: around midnight on the 1st they differ.
  const today = companyToday();
  const payload = {
    employee_id: input.employee_id ?? null,
    year: input.year ?? Number(today.slice(0, 4)),
    month: input.month ?? Number(today.slice(5, 7)),
  };
  const command = await db.$transaction((tx) =>
    createCommand(tx, ctx, integration.id, "read_wage_components", payload),
  );
  await queueCommand(command);
  return { data: { command_id: command.id, status: command.status } };
}

export async function performWageComponentsRead(command: IntegrationCommand, work: CommandWork) {
  const { ctx, integration, provider, credentials, session } = work;
  const { employee_id, year, month } = command.payload as { employee_id: number | null; year: number; month: number };
  const links = await db.employeeProviderLink.findMany({
    where: {
      groupId: ctx.group.id,
      integrationId: integration.id,
      employee: visiblePeopleWhere(ctx),
      ...(employee_id ? { employeeId: employee_id } : {}),
    },
    select: { employeeId: true, externalId: true },
  });
  let components = 0;
  let unknown = 0;
  for (const link of links) {
    let rows;
    try {
      rows = await provider.fetchWageComponents(credentials, session, link.externalId, { year, month });
    } catch (error) {
      // A person the provider no longer knows: skipped (their link is the sync's business), the rest go on.
      if (error instanceof ProviderError && error.kind === "rejected") {
        unknown++;
        continue;
      }
      throw error;
    }
    const readAt = new Date();
    await db.$transaction([
      db.providerWageComponent.deleteMany({ where: { integrationId: integration.id, employeeId: link.employeeId } }),
      db.providerWageComponent.createMany({
        data: rows.map((r) => ({
          groupId: ctx.group.id,
          integrationId: integration.id,
          employeeId: link.employeeId,
          code: r.code,
          description: r.description,
          kind: r.kind,
          amountCents: r.amountCents,
          value: r.value,
          unit: r.unit,
          startDate: r.startDate ? new Date(`${r.startDate}T00:00:00Z`) : null,
          endDate: r.endDate ? new Date(`${r.endDate}T00:00:00Z`) : null,
          year,
          month,
          readAt,
        })),
      }),
    ]);
    components += rows.length;
  }
  return { wage_components: { people: links.length, components, unknown_people: unknown, year, month } };
}

/** GET /api/integrations/wage_components/list?employee_id: what the last read kept for the person. */
export async function listProviderWageComponents(ctx: RequestContext, input: TListWageComponentsInput) {
  await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const rows = await db.providerWageComponent.findMany({
    where: { groupId: ctx.group.id, employeeId: input.employee_id },
    include: { integration: { select: { alias: true, provider: true } } },
    orderBy: [{ integrationId: "asc" }, { kind: "asc" }, { code: "asc" }],
  });
  return {
    data: rows.map((r) => ({
      id: r.id,
      integration_id: r.integrationId,
      integration_alias: r.integration.alias,
      provider: r.integration.provider,
      code: r.code,
      description: r.description,
      kind: r.kind,
      amount: r.amountCents === null ? null : r.amountCents / 100,
      value: r.value === null ? null : Number(r.value),
      unit: r.unit,
      start_date: r.startDate?.toISOString().slice(0, 10) ?? null,
      end_date: r.endDate?.toISOString().slice(0, 10) ?? null,
      year: r.year,
      month: r.month,
      read_at: r.readAt.toISOString(),
    })),
    total: rows.length,
  };
}
export type ProviderWageComponentJson = Awaited<ReturnType<typeof listProviderWageComponents>>["data"][number];

/** The providers a person is linked to (enabled integrations): the wages tab shows a part per provider. */
export async function providerLinksOf(ctx: RequestContext, employeeId: number) {
  return db.employeeProviderLink.findMany({
    where: { groupId: ctx.group.id, employeeId, integration: { status: { not: "disabled" } } },
    select: { integrationId: true, integration: { select: { alias: true } } },
  });
}
