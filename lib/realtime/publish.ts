// Publishes realtime events with the `pusher` server library: to Pusher Channels or a compatible server
// when PUSHER_* are set, else to the embedded server of this process (scripts/start.ts registers it; a
// process without one, such as a test run or a script, publishes nothing). A failed publish is logged and
// never fails the change that caused it: the notification is stored and the next list shows it.
import Pusher from "pusher";
import { realtimeConfig } from "./realtime-config";

type EmbeddedRegistration = { port: number };
const REGISTRY = Symbol.for("hr.realtime.embedded");
type WithRegistry = typeof globalThis & { [REGISTRY]?: EmbeddedRegistration };

/** Called by the process that serves the embedded Pusher-protocol server (Next bundles its own module copies, hence globalThis). */
export function registerEmbeddedRealtime(registration: EmbeddedRegistration | null): void {
  (globalThis as WithRegistry)[REGISTRY] = registration ?? undefined;
}

export const userChannel = (userId: string) => `private-user-${userId}`;

let cached: { signature: string; client: Pusher } | null = null;

function client(): Pusher | null {
  const config = realtimeConfig();
  let port = config.restPort;
  if (config.mode === "embedded") {
    const embedded = (globalThis as WithRegistry)[REGISTRY];
    if (!embedded) return null;
    port = embedded.port;
  }
  const signature = `${config.mode}|${config.appId}|${config.key}|${config.restHost}|${port}`;
  if (cached?.signature !== signature) {
    const options =
      config.mode === "external" && !process.env.PUSHER_HOST
        ? { appId: config.appId, key: config.key, secret: config.secret, cluster: config.cluster, useTLS: true }
        : {
            appId: config.appId,
            key: config.key,
            secret: config.secret,
            host: config.restHost,
            port: String(port),
            useTLS: config.useTLS,
          };
    cached = { signature, client: new Pusher(options) };
  }
  return cached.client;
}

export async function publishToUser(userId: string, event: string, data: Record<string, unknown>): Promise<boolean> {
  const pusher = client();
  if (!pusher) return false;
  try {
    await pusher.trigger(userChannel(userId), event, data);
    return true;
  } catch (error) {
    console.warn(`realtime: publishing ${event} failed`, error instanceof Error ? error.message : error);
    return false;
  }
}
