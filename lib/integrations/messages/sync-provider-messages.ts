// The provider's messages for the company, read during a sync (people or reference lists): the ones not seen
// before (by the portal's message id) are stored and announced to the admins; a re-run adds nothing.
import { db } from "@/lib/db/client";
import type { CommandWork } from "../run-command";
import { notifyResellerMessages } from "./notify-reseller-message";

export async function syncProviderMessages(work: CommandWork): Promise<{ messages_new?: number }> {
  const { provider, credentials, session, integration } = work;
  if (!provider.fetchMessages) return {};
  const messages = await provider.fetchMessages(credentials, session);
  if (messages.length === 0) return { messages_new: 0 };
  const created = await db.resellerMessage.createManyAndReturn({
    data: messages.map((m) => ({
      groupId: integration.groupId,
      source: "provider" as const,
      integrationId: integration.id,
      externalId: m.externalId,
      authorName: m.authorName || integration.alias,
      subject: m.subject,
      body: m.body,
      createdAt: m.sentAt ?? undefined,
    })),
    skipDuplicates: true,
  });
  await notifyResellerMessages(integration.groupId, created);
  return { messages_new: created.length };
}
