// Document events as notifications:
// - sick_note_uploaded: an employee uploads a sick note on their own record → their managers (reports-to,
//   extra managers, team managers; lib/leave/leave-approvers.ts) and the company's admins (HR), in-app.
// - important_document_added: a document marked important is added to a person's record → that person,
//   if they have a user account here, in-app and by mail in their language, each as their own settings
//   say (UserNotificationSettings.importantDocumentsInApp / importantDocumentsEmail, both on by default).
// The actor is never told of their own action. Failures never undo the upload: callers do not await
// errors into the response (see upload-file.ts).
import type { RequestContext } from "@/lib/api/context";
import { appLink } from "@/lib/config/app-url";
import { db } from "@/lib/db/client";
import { managerMembershipIds } from "@/lib/managers/person-managers";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { createNotifications, usersOfMemberships } from "./create-notifications";

type UploadedFile = {
  id: number;
  employeeId: number | null;
  filename: string;
  documentType: string;
  isImportant: boolean;
};

export async function notifyDocumentUploaded(ctx: RequestContext, file: UploadedFile): Promise<void> {
  if (file.employeeId === null) return;
  const person = await db.employee.findFirst({
    where: { id: file.employeeId, groupId: ctx.group.id },
    select: { id: true, teamId: true, reportsToId: true, ...NAME_PARTS_SELECT },
  });
  if (!person) return;
  const sender = { userId: ctx.user.id, name: ctx.user.name || ctx.user.email };
  const relatedEmployee = { id: person.id, name: displayName(person) };
  if (file.documentType === "sick_note" && ctx.membership.employeeId === person.id) {
    const managers = await managerMembershipIds(ctx.group.id, person);
    const admins = await db.membership.findMany({
      where: { groupId: ctx.group.id, role: "admin", status: "enabled" },
      select: { id: true },
    });
    const userIds = await usersOfMemberships(ctx.group.id, [...managers, ...admins.map((a) => a.id)]);
    await createNotifications({
      groupId: ctx.group.id,
      userIds: userIds.filter((id) => id !== ctx.user.id),
      type: "sick_note_uploaded",
      sender,
      relatedEmployee,
      targetUrl: `/people/${person.id}?tab=documents`,
      params: { file: file.filename },
    });
  }
  if (file.isImportant) await notifyImportantDocument(ctx, file, person.id, relatedEmployee);
}

async function notifyImportantDocument(
  ctx: RequestContext,
  file: UploadedFile,
  employeeId: number,
  relatedEmployee: { id: number; name: string },
) {
  const member = await db.membership.findFirst({
    where: { groupId: ctx.group.id, employeeId, status: "enabled" },
    select: { user: { select: { id: true, email: true, name: true, language: true } } },
  });
  if (!member || member.user.id === ctx.user.id) return;
  const settings = await db.userNotificationSettings.findUnique({ where: { userId: member.user.id } });
  const inApp = settings?.importantDocumentsInApp ?? true;
  const email = settings?.importantDocumentsEmail ?? true;
  if (inApp) {
    await createNotifications({
      groupId: ctx.group.id,
      userIds: [member.user.id],
      type: "important_document_added",
      sender: { userId: ctx.user.id, name: ctx.user.name || ctx.user.email },
      relatedEmployee,
      targetUrl: `/documents?file=${file.id}`,
      params: { file: file.filename },
    });
  }
  if (email) {
    await sendMailInBackground(
      composeMail({
        kind: "importantDocument",
        to: member.user.email,
        locale: mailLocale(member.user.language),
        values: {
          name: member.user.name,
          uploader: ctx.user.name || ctx.user.email,
          group: ctx.group.name,
          file: file.filename,
        },
        link: appLink(`/documents?file=${file.id}`),
      }),
    );
  }
}
