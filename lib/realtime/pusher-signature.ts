// The signatures of the Pusher Channels protocol, shared by the embedded server and the auth route:
// a private channel's subscription auth (HMAC-SHA256 of "socket_id:channel") and the REST API's
// request signature (HMAC-SHA256 of "METHOD\npath\nsorted query").
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export function channelAuthSignature(secret: string, socketId: string, channel: string): string {
  return createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex");
}

export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${channelAuthSignature(secret, socketId, channel)}`;
}

export function restSignature(secret: string, method: string, path: string, query: URLSearchParams): string {
  const sorted = [...query.entries()]
    .filter(([k]) => k !== "auth_signature")
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  return createHmac("sha256", secret).update(`${method.toUpperCase()}\n${path}\n${sorted}`).digest("hex");
}

export function md5Hex(body: string): string {
  return createHash("md5").update(body).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const SOCKET_ID = /^\d+\.\d+$/;
export const PRIVATE_CHANNEL = /^private-[A-Za-z0-9_\-=@,.;]{1,150}$/;
