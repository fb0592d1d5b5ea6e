// Secrets the app cannot start without. Production sets them in the environment; on a developer's
// machine the first start generates them once and keeps them in DATA_DIR/secrets.json (mode 600), so
// sessions and encrypted fields survive restarts without anyone writing a .env by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

const GENERATED = {
  AUTH_SECRET: () => randomBytes(32).toString("base64url"),
  APP_ENCRYPTION_KEY: () => randomBytes(32).toString("base64"),
} as const;

export function ensureRuntimeSecrets(dataDir: string): { generated: string[] } {
  const missing = (Object.keys(GENERATED) as (keyof typeof GENERATED)[]).filter((k) => !process.env[k]);
  if (missing.length === 0) return { generated: [] };
  if (process.env.NODE_ENV === "production" && process.env.REQUIRE_ENV_SECRETS === "1") {
    throw new Error(`Missing required secrets: ${missing.join(", ")}`);
  }
  const file = path.resolve(dataDir, "secrets.json");
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const generated: string[] = [];
  for (const key of missing) {
    if (!stored[key]) {
      stored[key] = GENERATED[key]();
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
