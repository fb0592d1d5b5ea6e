// Linking and unlinking people by hand (issue 19): a person ties one of our employees to a provider's person
// the sync could not match, or undoes a link. Unlinking keeps our person (and the provider's); it closes the
// pair's open data conflicts and is remembered, so the next sync does not match that employee or that
// provider person again by itself; linking them by hand lifts it. Serialised with the sync per integration,
// validated, audited with the actor.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { findVisibleEmployee, visiblePeopleWhere } from "@/lib/people/visible-employees";
import { findIntegration } from "./find-integration";
import { lockIntegration } from "./lock-integration";
import type { TLinkPersonInput, TPeopleLinksInput, TUnlinkPersonInput } from "./people-links.types";

type LinkRow = { employeeId: number; externalId: string; matchedBy: string; linkedAt: Date };

const linkJson = (link: LinkRow, employeeName: string) => ({
  employee_id: link.employeeId,
  employee_name: employeeName,
  external_id: link.externalId,
  matched_by: link.matchedBy,
  linked_at: link.linkedAt.toISOString(),
});

export async function linkPerson(ctx: RequestContext, input: TLinkPersonInput) {
  const integration = await findIntegration(ctx, input.id);
  if (integration.status === "disabled") throw new AppError("conflict", "The integration is disabled");
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true, ...NAME_PARTS_SELECT });
  const link = await db.$transaction(async (tx) => {
    await lockIntegration(tx, integration.id);
    const taken = await tx.employeeProviderLink.findFirst({
      where: { integrationId: integration.id, OR: [{ employeeId: employee.id }, { externalId: input.external_id }] },
    });
    if (taken?.employeeId === employee.id) {
      throw new AppError("conflict", "This person is already linked to a person of this provider; unlink first");
    }
    if (taken) throw new AppError("conflict", "This provider person is already linked to someone else; unlink first");
    await tx.employeeProviderUnlink.deleteMany({
      where: { integrationId: integration.id, OR: [{ employeeId: employee.id }, { externalId: input.external_id }] },
    });
    const created = await tx.employeeProviderLink.create({
      data: {
        groupId: integration.groupId,
        integrationId: integration.id,
        employeeId: employee.id,
        externalId: input.external_id,
        matchedBy: "manual",
      },
    });
    await recordAudit(tx, ctx, {
      action: "integration_link",
      objectType: "integration",
      objectId: integration.id,
      employeeId: employee.id,
      after: { employee_id: employee.id, external_id: input.external_id, matched_by: "manual" },
    });
    return created;
  });
  return { link: linkJson(link, displayName(employee)) };
}

export async function unlinkPerson(ctx: RequestContext, input: TUnlinkPersonInput) {
  const integration = await findIntegration(ctx, input.id);
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const removed = await db.$transaction(async (tx) => {
    await lockIntegration(tx, integration.id);
    const link = await tx.employeeProviderLink.findFirst({
      where: { integrationId: integration.id, employeeId: employee.id },
    });
    if (!link) throw AppError.notFound("Link");
    await tx.employeeProviderLink.delete({ where: { id: link.id } });
    await tx.employeeProviderUnlink.create({
      data: {
        groupId: integration.groupId,
        integrationId: integration.id,
        employeeId: employee.id,
        externalId: link.externalId,
        unlinkedByUserId: ctx.user.id,
      },
    });
    // Nothing ties the two records any more: their open conflicts have nothing left to decide.
    await tx.dataConflict.updateMany({
      where: { integrationId: integration.id, employeeId: employee.id, status: "open" },
      data: { status: "closed", version: { increment: 1 } },
    });
    await recordAudit(tx, ctx, {
      action: "integration_unlink",
      objectType: "integration",
      objectId: integration.id,
      employeeId: employee.id,
      before: { employee_id: employee.id, external_id: link.externalId, matched_by: link.matchedBy },
    });
    return link;
  });
  return { unlinked: { employee_id: removed.employeeId, external_id: removed.externalId } };
}

export async function listPeopleLinks(ctx: RequestContext, input: TPeopleLinksInput) {
  const integration = await findIntegration(ctx, input.id);
  const where = { integrationId: integration.id, employee: visiblePeopleWhere(ctx) };
  const [rows, total] = await Promise.all([
    db.employeeProviderLink.findMany({
      where,
      include: { employee: { select: NAME_PARTS_SELECT } },
      orderBy: { id: "asc" },
      ...skipTake(input),
    }),
    db.employeeProviderLink.count({ where }),
  ]);
  return listResponse(
    rows.map((r) => linkJson(r, displayName(r.employee))),
    total,
    input,
  );
}
