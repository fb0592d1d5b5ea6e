// People events as notifications for the company's admins (never the actor): a person added
// (new_person_spotted) and a person who changed their own personal data (personal_data_updated), each
// linking to the person's page.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, type NameParts } from "@/lib/people/display-name";
import { createNotifications } from "./create-notifications";
import type { NotificationType } from "./notification-types";

async function adminUserIds(groupId: number, except: string): Promise<string[]> {
  const rows = await db.membership.findMany({
    where: { groupId, role: "admin", status: "enabled", userId: { not: except } },
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

async function notifyAdmins(ctx: RequestContext, type: NotificationType, person: NameParts & { id: number }) {
  await createNotifications({
    groupId: ctx.group.id,
    userIds: await adminUserIds(ctx.group.id, ctx.user.id),
    type,
    sender: { userId: ctx.user.id, name: ctx.user.name || ctx.user.email },
    relatedEmployee: { id: person.id, name: displayName(person) },
    targetUrl: `/people/${person.id}`,
  });
}

export function notifyPersonAdded(ctx: RequestContext, person: NameParts & { id: number }): Promise<void> {
  return notifyAdmins(ctx, "new_person_spotted", person);
}

/** Only when people change their own record: changes by HR are theirs to know already. */
export async function notifyPersonalDataUpdated(
  ctx: RequestContext,
  person: NameParts & { id: number },
): Promise<void> {
  if (ctx.membership.employeeId !== person.id) return;
  await notifyAdmins(ctx, "personal_data_updated", person);
}
