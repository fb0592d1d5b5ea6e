/** @jest-environment node */
// The embedded Pusher-protocol server against the real `pusher` server library: a correctly signed trigger
// is accepted, a wrong secret, an unknown key and an oversized event are refused.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Pusher from "pusher";
import { EmbeddedPusherServer } from "@/lib/realtime/embedded-pusher-server";
import { channelAuth } from "@/lib/realtime/pusher-signature";

const options = { appId: "embedded", key: "test-key", secret: "test-secret" };
let http: Server;
let server: EmbeddedPusherServer;
let port: number;

beforeAll(async () => {
  server = new EmbeddedPusherServer(options);
  http = createServer((req, res) => {
    if (!server.handleRequest(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  port = (http.address() as AddressInfo).port;
});

afterAll(async () => {
  server.close();
  await new Promise((resolve) => http.close(resolve));
});

const lib = (overrides: Partial<typeof options> = {}) =>
  new Pusher({ ...options, ...overrides, host: "127.0.0.1", port: String(port), useTLS: false });

it("accepts a signed trigger and a batch", async () => {
  await expect(lib().trigger("private-user-1", "notification", { a: 1 })).resolves.toMatchObject({ status: 200 });
  await expect(lib().triggerBatch([{ channel: "private-user-1", name: "x", data: "{}" }])).resolves.toMatchObject({
    status: 200,
  });
});

it("refuses a wrong secret or key", async () => {
  await expect(lib({ secret: "wrong" }).trigger("private-user-1", "notification", {})).rejects.toMatchObject({
    status: 401,
  });
  await expect(lib({ key: "other" }).trigger("private-user-1", "notification", {})).rejects.toMatchObject({
    status: 401,
  });
});

it("refuses events over 10 KB (Pusher's own limit)", async () => {
  await expect(lib().trigger("private-user-1", "big", { text: "x".repeat(11 * 1024) })).rejects.toMatchObject({
    status: 413,
  });
  await expect(lib().trigger("private-user-1", "fits", { text: "x".repeat(9 * 1024) })).resolves.toMatchObject({
    status: 200,
  });
});

it("signs private channel subscriptions as Pusher does", () => {
  expect(channelAuth("278d425bdf160c739803", "7ad3773142a6692b25b8", "1234.1234", "private-foobar")).toBe(
    "278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4",
  );
});
