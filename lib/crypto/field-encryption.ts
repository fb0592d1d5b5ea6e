// Encryption at rest for sensitive fields (national numbers, IBANs, secrets): AES-256-GCM with a key
// from APP_ENCRYPTION_KEY (32 bytes, base64). Stored as v1:<iv>:<tag>:<ciphertext> (base64 parts).
// lookupHash gives a keyed HMAC so exact-match searches work without decrypting every row.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

function key(): Buffer {
  const raw = process.env.APP_ENCRYPTION_KEY;
  if (!raw) throw new Error("APP_ENCRYPTION_KEY is not set (32 bytes, base64)");
  const buf = Buffer.from(raw, "base64");
  if (buf.length !== 32) throw new Error("APP_ENCRYPTION_KEY must decode to 32 bytes");
  return buf;
}

export function encryptField(plain: string): string;
export function encryptField(plain: string | null | undefined): string | null;
export function encryptField(plain: string | null | undefined): string | null {
  if (plain === null || plain === undefined || plain === "") return null;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(":");
}

export function decryptField(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [version, iv, tag, data] = stored.split(":");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Unknown encrypted field format");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
}

export function lookupHash(value: string | null | undefined): string | null {
  if (!value) return null;
  return createHmac("sha256", key())
    .update(value.replace(/[\s.-]/g, "").toUpperCase())
    .digest("hex");
}
