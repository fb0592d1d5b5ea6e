// POST /api/files/notify/background {file_id, employee_ids, message?}: tells the chosen people about a
// file by mail, as a background job on the queue (lib/jobs): the request answers at once with how many
// are queued. The job runs with the asker's rights as they are then (lib/jobs/job-context.ts): someone
// who can no longer see the file, or people no longer meant for it, are skipped.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { appLink } from "@/lib/config/app-url";
import { db } from "@/lib/db/client";
import { contextForJob } from "@/lib/jobs/job-context";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMail } from "@/lib/mail/send-mail";
import type { TNotifyInput } from "./documents.types";
import { findNotifiableFile, peopleToNotify } from "./people-to-notify";

export type NotifyJob = {
  group_id: number;
  user_id: string;
  file_id: number;
  employee_ids: number[];
  message: string | null;
};

export async function notifyFilePeople(ctx: RequestContext, input: TNotifyInput) {
  const file = await findNotifiableFile(ctx, input.file_id);
  const allowed = new Set((await peopleToNotify(ctx, file)).map((p) => p.employee_id));
  const chosen = [...new Set(input.employee_ids)];
  const outside = chosen.filter((id) => !allowed.has(id));
  if (outside.length)
    throw AppError.validation({
      employee_ids: `These people cannot be notified about this file: ${outside.join(", ")}`,
    });
  await db.$transaction((tx) =>
    recordAudit(tx, ctx, {
      action: "notify",
      objectType: "file",
      objectId: file.id,
      employeeId: file.employeeId,
      after: { notified_employee_ids: chosen },
    }),
  );
  const job: NotifyJob = {
    group_id: ctx.group.id,
    user_id: ctx.user.id,
    file_id: file.id,
    employee_ids: chosen,
    message: input.message ?? null,
  };
  const jobId = await enqueue(QUEUES.documentNotify, job).catch(() => null);
  if (!jobId) throw new AppError("unavailable", "The notification could not be queued; try again");
  return { queued: chosen.length, job_id: jobId };
}

/** The job: one mail per person, in their language. Returns how many were sent. */
export async function runNotifyJob(job: NotifyJob): Promise<number> {
  const ctx = await contextForJob(job.user_id, job.group_id);
  if (!ctx) return 0;
  const file = await findNotifiableFile(ctx, job.file_id).catch(() => null);
  if (!file) return 0;
  const wanted = new Set(job.employee_ids);
  const people = (await peopleToNotify(ctx, file)).filter((p) => wanted.has(p.employee_id));
  for (const person of people) {
    await sendMail(
      composeMail({
        kind: "documentShared",
        to: person.email,
        locale: mailLocale(person.language),
        values: {
          name: person.name,
          sender: ctx.user.name || ctx.user.email,
          group: ctx.group.name,
          file: file.filename,
          hasMessage: job.message ? "yes" : "no",
          message: job.message ?? "",
        },
        link: appLink(`/documents?file=${file.id}`),
      }),
    );
  }
  return people.length;
}
