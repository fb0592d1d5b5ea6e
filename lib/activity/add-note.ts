// POST addNote: a note in a person's activity feed. Who may write one: anyone with employees.write, or
// the person's manager (their reportsTo, an extra manager, or the manager of their team). Audited.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import type { TAddNoteInput } from "./activity.types";

export async function addNote(ctx: RequestContext, input: TAddNoteInput) {
  const person = await findVisibleEmployee(ctx, input.object_id, { id: true, teamId: true, reportsToId: true });
  if (!can(ctx.subject, "employees.write") && !(await managesPerson(ctx, person))) {
    throw AppError.forbidden("Only HR or this person's manager can add a note");
  }
  const note = await db.$transaction(async (tx) => {
    const row = await tx.activityNote.create({
      data: {
        groupId: ctx.group.id,
        objectType: input.object_type,
        objectId: person.id,
        authorUserId: ctx.user.id,
        impersonatorUserId: ctx.impersonatorUserId,
        note: input.note,
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "activity_note",
      objectId: row.id,
      employeeId: person.id,
      after: { note: row.note },
    });
    return row;
  });
  return {
    data: {
      id: `note-${note.id}`,
      note_id: note.id,
      object_type: note.objectType,
      object_id: note.objectId,
      note: note.note,
      created_at: note.createdAt.toISOString(),
    },
  };
}

async function managesPerson(
  ctx: RequestContext,
  person: { id: number; teamId: number | null; reportsToId: number | null },
) {
  if (person.teamId !== null && ctx.subject.managedTeamIds.includes(person.teamId)) return true;
  const me = ctx.membership.employeeId;
  if (!me) return false;
  if (person.reportsToId === me) return true;
  return (await db.extraManager.count({ where: { groupId: ctx.group.id, employeeId: person.id, managerId: me } })) > 0;
}
