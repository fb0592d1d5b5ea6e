/** @jest-environment node */
// lib/storage against a real S3-compatible server in-process (s3rver, path-style, signed requests with
// the AWS SDK), and on local disk under DATA_DIR: put, get, delete, and keys that stay inside.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { fileStore, newStorageKey } from "@/lib/storage/file-store";
import { localStore } from "@/lib/storage/local-store";

const ENV_KEYS = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "DATA_DIR",
];
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe("S3-compatible storage", () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "s3rver-"));
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "hr-docs", configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores, reads and deletes bytes by key when S3_BUCKET is set", async () => {
    Object.assign(process.env, {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: "hr-docs",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    });
    const store = fileStore();
    expect(store.kind).toBe("s3");
    const key = newStorageKey(42);
    expect(key).toMatch(/^42\/[0-9a-f-]{36}$/);
    const bytes = Buffer.from("%PDF-1.4 hello");
    await store.put(key, bytes, "application/pdf");
    expect(await store.get(key)).toEqual(bytes);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it("answers errors from the server (a missing bucket) instead of pretending", async () => {
    Object.assign(process.env, {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: "no-such-bucket",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    });
    await expect(fileStore().put("1/x", Buffer.from("x"), "text/plain")).rejects.toThrow();
  });
});

describe("local disk storage", () => {
  it("keeps bytes under DATA_DIR/files and refuses keys that leave it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hr-data-"));
    process.env.DATA_DIR = dir;
    delete process.env.S3_BUCKET;
    expect(fileStore()).toBe(localStore);
    const key = newStorageKey(7);
    await localStore.put(key, Buffer.from("abc"), "text/plain");
    expect((await localStore.get(key))?.toString()).toBe("abc");
    await localStore.delete(key);
    expect(await localStore.get(key)).toBeNull();
    await expect(localStore.get("../../etc/passwd")).rejects.toThrow("outside");
    await rm(dir, { recursive: true, force: true });
  });
});
