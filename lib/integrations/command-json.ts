// The API shape of a command and of an integration. Never carries credentials, portal state or codes:
// an integration's secrets are shown only as "set" (masked), never their value or length.
import type { Integration, IntegrationCommand } from "@/lib/db/generated/client";
import { failureDetailOf } from "./command-failure";
import { acceptsCode } from "./command-states";

export const MASK = "••••••••";

export function commandJson(c: IntegrationCommand) {
  return {
    id: c.id,
    integration_id: c.integrationId,
    kind: c.kind,
    status: c.status,
    username_requested: c.usernameRequested,
    // The portal's challenge is open: a code can be passed now (the two-factor modal asks for one).
    accepts_code: acceptsCode(c.status, c.providerStateEnc !== null),
    error_reason: c.errorReason,
    // The same failure as a code and values, for a screen in another language (command-failure.ts).
    error_detail: c.errorReason === null ? null : failureDetailOf(c.errorDetail),
    result: c.result ?? null,
    attempts: c.attempts,
    actor_user_id: c.actorUserId,
    version: c.version,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    started_at: c.startedAt?.toISOString() ?? null,
    finished_at: c.finishedAt?.toISOString() ?? null,
  };
}

export function integrationJson(i: Integration) {
  return {
    id: i.id,
    provider: i.provider,
    alias: i.alias,
    username: i.username,
    customer_code: i.customerCode,
    password: MASK,
    secret: i.secretEnc ? MASK : null,
    status: i.status,
    source: i.source,
    settings: i.settings,
    last_sync_at: i.lastSyncAt?.toISOString() ?? null,
    created_at: i.createdAt.toISOString(),
    disabled_at: i.disabledAt?.toISOString() ?? null,
  };
}

export type CommandJson = ReturnType<typeof commandJson>;
export type IntegrationJson = ReturnType<typeof integrationJson>;
