// Where file bytes go: S3-compatible storage when S3_BUCKET is set (lib/storage/s3-store.ts), else local
// disk under DATA_DIR/files (lib/storage/local-store.ts). The configuration is read on each call so
// tests (and a changed environment) get the right store. Keys are "<group id>/<uuid>": never the user's
// file name, and one group's keys never collide with another's.
import { randomUUID } from "node:crypto";
import { localStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { createS3Store, s3SettingsFromEnv } from "./s3-store";

let cached: { key: string; store: ObjectStore } | null = null;

export function fileStore(): ObjectStore {
  const settings = s3SettingsFromEnv();
  if (!settings) return localStore;
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, store: createS3Store(settings) };
  return cached.store;
}

export function newStorageKey(groupId: number): string {
  return `${groupId}/${randomUUID()}`;
}
