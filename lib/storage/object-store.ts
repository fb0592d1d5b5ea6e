// The shape both stores share: bytes by key. Metadata stays in PostgreSQL (lib/documents).
export type ObjectStore = {
  kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Idempotent: deleting a missing key is no error. */
  delete(key: string): Promise<void>;
};
