// Contract notices (issue 21): an employer notice of 30 weeks or more gives the person a right to
// outplacement, which the employer must offer; everyone who manages contracts hears of it (the one who
// terminated too: the notice is the system's, not theirs), while the company keeps enable_outplacement_alerts on.
import type { RequestContext } from "@/lib/api/context";
import { membersWith } from "@/lib/users/find-members-with";
import { createNotifications } from "./create-notifications";

export async function notifyOutplacementEligible(
  ctx: RequestContext,
  person: { id: number; name: string },
  weeks: number,
): Promise<void> {
  if (!ctx.subject.flags.enable_outplacement_alerts) return;
  const userIds = await membersWith(ctx.group.id, "contracts.manage", "contracts");
  await createNotifications({
    groupId: ctx.group.id,
    userIds,
    type: "outplacement_eligible",
    relatedEmployee: person,
    targetUrl: `/people/${person.id}?tab=contracts`,
    params: { weeks },
  });
}
