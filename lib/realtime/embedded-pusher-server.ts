// A Pusher Channels protocol server (protocol 7) served by the app itself, so that the real `pusher`
// server library and the real `pusher-js` client work with nothing else running. It speaks what the app
// uses: connection_established, ping/pong, subscribe/unsubscribe with HMAC auth for private channels
// (public channels too), and the REST API's POST /apps/{id}/events and /batch_events with signed
// queries, within Pusher's own limits (10 KB per event, 100 channels per trigger, 10 events per batch).
// State lives in this process: one instance. More instances point PUSHER_* at Pusher or a compatible
// cluster instead (README).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { randomInt } from "node:crypto";
import { WebSocketServer, type WebSocket } from "ws";
import { channelAuth, md5Hex, restSignature, safeEqual, SOCKET_ID } from "./pusher-signature";

type Options = { appId: string; key: string; secret: string; activityTimeoutSeconds?: number };

const MAX_EVENT_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_TRIGGER = 100;
const MAX_BATCH = 10;
const MAX_REST_BODY = 256 * 1024;
const TIMESTAMP_WINDOW_SECONDS = 600;

type Client = { socket: WebSocket; socketId: string; channels: Set<string> };
type OutgoingEvent = { channel: string; name: string; data: string; socketId?: string };

export class EmbeddedPusherServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly channels = new Map<string, Set<Client>>();

  constructor(private readonly options: Options) {}

  /** For an HTTP server's "upgrade" event; false when the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return false;
    this.wss.handleUpgrade(req, socket, head, (ws) => this.connect(ws, decodeURIComponent(match[1]!)));
    return true;
  }

  /** For an HTTP server's requests; false when the path is not ours. */
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const url = new URL(req.url ?? "/", "http://localhost");
    const base = `/apps/${this.options.appId}`;
    if (url.pathname !== `${base}/events` && url.pathname !== `${base}/batch_events`) return false;
    void this.rest(req, res, url);
    return true;
  }

  /** Number of open connections (benchmarks, tests). */
  get connectionCount(): number {
    return this.wss.clients.size;
  }

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }

  private connect(socket: WebSocket, key: string) {
    if (key !== this.options.key) {
      send(socket, "pusher:error", { code: 4001, message: "App key not in this cluster" });
      socket.close(4001, "Unknown app key");
      return;
    }
    const client: Client = {
      socket,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
    };
    send(
      socket,
      "pusher:connection_established",
      JSON.stringify({ socket_id: client.socketId, activity_timeout: this.options.activityTimeoutSeconds ?? 120 }),
    );
    socket.on("message", (raw) => this.onMessage(client, raw.toString()));
    socket.on("close", () => {
      for (const channel of client.channels) this.leave(client, channel);
    });
    socket.on("error", () => socket.terminate());
  }

  private onMessage(client: Client, raw: string) {
    let message: { event?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return send(client.socket, "pusher:error", { code: null, message: "Invalid JSON" });
    }
    const data = (typeof message.data === "string" ? safeParse(message.data) : message.data) as
      Record<string, unknown> | undefined;
    switch (message.event) {
      case "pusher:ping":
        return send(client.socket, "pusher:pong", "{}");
      case "pusher:subscribe":
        return this.subscribe(client, String(data?.channel ?? ""), typeof data?.auth === "string" ? data.auth : "");
      case "pusher:unsubscribe":
        return this.leave(client, String(data?.channel ?? ""));
      default:
        // Client events and presence channels are not offered.
        return send(client.socket, "pusher:error", {
          code: null,
          message: `Unsupported event ${String(message.event)}`,
        });
    }
  }

  private subscribe(client: Client, channel: string, auth: string) {
    const valid = channel.length > 0 && channel.length <= 164 && /^[A-Za-z0-9_\-=@,.;]+$/.test(channel);
    const refused = (reason: string) =>
      send(client.socket, "pusher:error", { code: 4009, message: reason }, channel || undefined);
    if (!valid || channel.startsWith("presence-")) return refused(`Cannot subscribe to ${channel}`);
    if (channel.startsWith("private-")) {
      const expected = channelAuth(this.options.key, this.options.secret, client.socketId, channel);
      if (!safeEqual(auth, expected)) return refused(`Invalid signature for ${channel}`);
    }
    client.channels.add(channel);
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(client);
    send(client.socket, "pusher_internal:subscription_succeeded", "{}", channel);
  }

  private leave(client: Client, channel: string) {
    client.channels.delete(channel);
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(client);
    if (members.size === 0) this.channels.delete(channel);
  }

  private async rest(req: IncomingMessage, res: ServerResponse, url: URL) {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") return reply(405, { error: "POST only" });
    let body: string;
    try {
      body = await readBody(req, MAX_REST_BODY);
    } catch {
      return reply(413, { error: "Request too large" });
    }
    const q = url.searchParams;
    const timestamp = Number(q.get("auth_timestamp"));
    if (q.get("auth_key") !== this.options.key) return reply(401, { error: "Unknown auth_key" });
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_WINDOW_SECONDS) {
      return reply(401, { error: "Timestamp expired" });
    }
    if (body && q.get("body_md5") !== md5Hex(body)) return reply(401, { error: "body_md5 does not match" });
    const signature = restSignature(this.options.secret, "POST", url.pathname, q);
    if (!safeEqual(q.get("auth_signature") ?? "", signature)) return reply(401, { error: "Invalid signature" });

    const parsed = safeParse(body) as Record<string, unknown> | undefined;
    if (!parsed) return reply(400, { error: "Invalid JSON" });
    const events = url.pathname.endsWith("/batch_events") ? batchEvents(parsed) : triggerEvents(parsed);
    if (typeof events === "string") return reply(events.startsWith("too large") ? 413 : 400, { error: events });
    for (const event of events) this.deliver(event);
    reply(200, {});
  }

  private deliver(event: OutgoingEvent) {
    const members = this.channels.get(event.channel);
    if (!members) return;
    const frame = JSON.stringify({ event: event.name, channel: event.channel, data: event.data });
    for (const client of members) if (client.socketId !== event.socketId) client.socket.send(frame);
  }
}

function triggerEvents(body: Record<string, unknown>): OutgoingEvent[] | string {
  const channels = Array.isArray(body.channels)
    ? body.channels
    : typeof body.channel === "string"
      ? [body.channel]
      : null;
  if (!channels || channels.length === 0 || !channels.every((c) => typeof c === "string")) return "channels missing";
  if (channels.length > MAX_CHANNELS_PER_TRIGGER) return `at most ${MAX_CHANNELS_PER_TRIGGER} channels`;
  const checked = checkEvent(body);
  if (typeof checked === "string") return checked;
  return (channels as string[]).map((channel) => ({ channel, ...checked }));
}

function batchEvents(body: Record<string, unknown>): OutgoingEvent[] | string {
  if (!Array.isArray(body.batch) || body.batch.length === 0) return "batch missing";
  if (body.batch.length > MAX_BATCH) return `at most ${MAX_BATCH} events per batch`;
  const events: OutgoingEvent[] = [];
  for (const item of body.batch as Record<string, unknown>[]) {
    if (typeof item?.channel !== "string") return "channel missing";
    const checked = checkEvent(item);
    if (typeof checked === "string") return checked;
    events.push({ channel: item.channel, ...checked });
  }
  return events;
}

function checkEvent(body: Record<string, unknown>): Omit<OutgoingEvent, "channel"> | string {
  if (typeof body.name !== "string" || body.name.length === 0 || body.name.length > 200) return "name missing";
  const data = typeof body.data === "string" ? body.data : JSON.stringify(body.data ?? null);
  if (Buffer.byteLength(data) > MAX_EVENT_BYTES) return "too large: events carry at most 10 KB";
  const socketId = typeof body.socket_id === "string" && SOCKET_ID.test(body.socket_id) ? body.socket_id : undefined;
  return { name: body.name, data, socketId };
}

function send(socket: WebSocket, event: string, data: unknown, channel?: string) {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(channel ? { event, channel, data } : { event, data }));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error("too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
