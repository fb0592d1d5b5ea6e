// GET /api/files/{id}/getPeopleToNotifyForFile: the people a file is for who can be told about it: the
// person of an employee-record file, or everyone a company document is meant for (all, its teams, its
// segment); only people with a user account here, and only people the caller may see. Managers and HR
// only: employees do not send notifications.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { TFileIdParam } from "./documents.types";
import { findVisibleFile, type FileRow } from "./file-visibility";
import { isSegmentKey, segmentEmployeeWhere } from "./segments";

const MAX_PEOPLE = 1000;

export type PersonToNotify = {
  employee_id: number;
  name: string;
  user_id: string;
  email: string;
  language: string | null;
};

export async function getPeopleToNotifyForFile(ctx: RequestContext, input: TFileIdParam) {
  const file = await findNotifiableFile(ctx, input.id);
  const people = await peopleToNotify(ctx, file);
  return { data: people.map(({ employee_id, name, email }) => ({ employee_id, name, email })), total: people.length };
}

export async function findNotifiableFile(ctx: RequestContext, fileId: number): Promise<FileRow> {
  const file = await findVisibleFile(ctx, fileId);
  if (!can(ctx.subject, "documents.notify")) throw AppError.forbidden("Employees do not send document notifications");
  return file;
}

export async function peopleToNotify(ctx: RequestContext, file: FileRow): Promise<PersonToNotify[]> {
  const target: Prisma.EmployeeWhereInput =
    file.relatedObject === "employee"
      ? { id: file.employeeId ?? -1 }
      : file.visibleToAllTeams
        ? {}
        : {
            OR: [
              ...(file.teams.length ? [{ teamId: { in: file.teams.map((t) => t.teamId) } }] : []),
              ...(file.segment && isSegmentKey(file.segment) ? [segmentEmployeeWhere(file.segment)] : []),
              { id: -1 },
            ],
          };
  const rows = await db.employee.findMany({
    where: {
      AND: [visiblePeopleWhere(ctx), target, { membership: { is: { status: "enabled", groupId: ctx.group.id } } }],
    },
    select: {
      id: true,
      ...NAME_PARTS_SELECT,
      membership: { select: { user: { select: { id: true, email: true, language: true } } } },
    },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    take: MAX_PEOPLE,
  });
  return rows
    .filter((r) => r.membership?.user)
    .map((r) => ({
      employee_id: r.id,
      name: displayName(r),
      user_id: r.membership!.user.id,
      email: r.membership!.user.email,
      language: r.membership!.user.language,
    }));
}
