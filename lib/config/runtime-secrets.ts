// Secrets the app cannot start without. Production sets them in the environment; on a developer's
// machine the first start generates them once and keeps them in DATA_DIR/secrets.json (mode 600), so
// sessions and encrypted fields survive restarts without anyone writing a .env by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import webpush from "web-push";

const GENERATED = {
  AUTH_SECRET: () => randomBytes(32).toString("base64url"),
  APP_ENCRYPTION_KEY: () => randomBytes(32).toString("base64"),
  // The embedded Pusher-protocol server's app key and secret (lib/realtime/realtime-config.ts).
  EMBEDDED_PUSHER_KEY: () => randomBytes(10).toString("hex"),
  EMBEDDED_PUSHER_SECRET: () => randomBytes(32).toString("base64url"),
} as const;

export function ensureRuntimeSecrets(dataDir: string): { generated: string[] } {
  const externalRealtime = Boolean(process.env.PUSHER_APP_ID && process.env.PUSHER_KEY && process.env.PUSHER_SECRET);
  const missing: string[] = (Object.keys(GENERATED) as (keyof typeof GENERATED)[]).filter(
    (k) => !process.env[k] && !(externalRealtime && k.startsWith("EMBEDDED_PUSHER_")),
  );
  // Web-push VAPID keys come as a pair (lib/notifications/web-push.ts).
  const vapidMissing = !process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY;
  if (vapidMissing) missing.push("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY");
  if (missing.length === 0) return { generated: [] };
  if (process.env.NODE_ENV === "production" && process.env.REQUIRE_ENV_SECRETS === "1") {
    throw new Error(`Missing required secrets: ${missing.join(", ")}`);
  }
  const file = path.resolve(dataDir, "secrets.json");
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const generated: string[] = [];
  for (const key of missing) {
    if (!stored[key]) {
      if (key.startsWith("VAPID_")) Object.assign(stored, vapidPair());
      else stored[key] = GENERATED[key as keyof typeof GENERATED]();
      generated.push(key);
    }
    process.env[key] = stored[key];
  }
  if (generated.length) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return { generated };
}

function vapidPair(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
