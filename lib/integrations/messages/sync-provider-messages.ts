// The provider's messages for the company, read during a sync (people or reference lists): the ones not seen
// before (by the portal's message id) are stored and announced to the admins; a re-run adds nothing.
// The messages come last, after the sync's own data is committed: a failure reading or storing them must not
// fail that sync, so it is caught and reported in the command's result as `messages_error` (the next sync
// tries again; the message ids make it idempotent).
import { db } from "@/lib/db/client";
import type { CommandWork } from "../run-command";
import { ProviderError } from "../providers/provider";
import { notifyResellerMessages } from "./notify-reseller-message";

// PostgreSQL text refuses NUL characters; a portal may send them.
const clean = (text: string) => text.replaceAll("\u0000", "");

export async function syncProviderMessages(
  work: CommandWork,
): Promise<{ messages_new?: number; messages_error?: string }> {
  try {
    return await storeProviderMessages(work);
  } catch (error) {
    const reason = error instanceof ProviderError ? error.message : "The provider's messages could not be stored";
    console.error(
      `[integrations] integration ${work.integration.id}: provider messages skipped:`,
      error instanceof Error ? error.message : "unknown",
    );
    return { messages_error: reason };
  }
}

async function storeProviderMessages(work: CommandWork): Promise<{ messages_new?: number }> {
  const { provider, credentials, session, integration } = work;
  if (!provider.fetchMessages) return {};
  const messages = await provider.fetchMessages(credentials, session);
  if (messages.length === 0) return { messages_new: 0 };
  const created = await db.resellerMessage.createManyAndReturn({
    data: messages.map((m) => ({
      groupId: integration.groupId,
      source: "provider" as const,
      integrationId: integration.id,
      externalId: clean(m.externalId),
      authorName: clean(m.authorName) || integration.alias,
      subject: clean(m.subject),
      body: clean(m.body),
      createdAt: m.sentAt ?? undefined,
    })),
    skipDuplicates: true,
  });
  await notifyResellerMessages(integration.groupId, created);
  return { messages_new: created.length };
}
