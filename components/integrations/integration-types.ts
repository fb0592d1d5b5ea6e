// The API shapes the integrations screen reads (lib/integrations/command-json.ts), as the browser sees them.
import type { CommandJson, IntegrationJson } from "@/lib/integrations/command-json";

export type { CommandJson };
export type IntegrationView = IntegrationJson & { linked_people: number; latest_command: CommandJson | null };
export type CommandHistoryEntry = {
  id: number;
  status: CommandJson["status"];
  message: string | null;
  detail: CommandJson["error_detail"];
  actor_user_id: string | null;
  created_at: string;
};
export type ListAnswer<T> = { data: T[]; total: number; page: number; per_page: number };

/** A newer state of the same command wins (every move bumps `version`). */
export function newer(a: CommandJson | undefined, b: CommandJson): CommandJson {
  return a && a.version > b.version ? a : b;
}

/** The command waits for a second-factor code from a person. */
export function waitsForCode(c: CommandJson): boolean {
  return c.accepts_code && (c.status === "awaiting_2fa" || c.status === "login_failure");
}

export function isUnsettled(c: CommandJson): boolean {
  return c.status === "queued" || c.status === "running";
}
