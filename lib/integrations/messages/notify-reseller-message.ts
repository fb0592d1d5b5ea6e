// Tells the company's admins of a new message from its reseller or provider: a reseller_message
// notification to everyone who can open the integrations page (integrations.read and the payroll area, which
// also needs the company's payroll module), which is where the message is shown.
import type { ResellerMessage } from "@/lib/db/generated/client";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { publishToUser } from "@/lib/realtime/publish";
import { membersWith } from "@/lib/users/find-members-with";

export const MESSAGES_PAGE = "/settings/integrations";
/** The realtime event an open integrations page reloads its messages on (the notification itself goes to the bell). */
export const RESELLER_MESSAGE_EVENT = "reseller-message";

export async function notifyResellerMessages(groupId: number, messages: ResellerMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const userIds = await membersWith(groupId, "integrations.read", "payroll");
  for (const message of messages) {
    await createNotifications({
      groupId,
      userIds,
      type: "reseller_message",
      // A reseller's user is not one of the company's members: no sender id (the dropdown would look them up).
      sender: null,
      targetUrl: MESSAGES_PAGE,
      params: { sender: message.authorName, subject: message.subject },
    });
  }
  await Promise.all(
    userIds.map((userId) =>
      publishToUser(userId, RESELLER_MESSAGE_EVENT, { group_id: groupId, count: messages.length }),
    ),
  );
}
