// pusher-js options: the embedded server on the page's own host and port, an external host, or only
// Pusher's cluster; TLS follows the page; the channel is authorised through our JSON route.
import { pusherOptions } from "@/components/notifications/pusher-options";
import { capProgress } from "@/components/notifications/progress";

const authorize = jest.fn();
const embedded = { key: "k", cluster: "eu", wsHost: null, wsPort: null, forceTLS: false, embedded: true };

it("connects to the page's host and port for the embedded server", () => {
  const o = pusherOptions(embedded, { protocol: "http:", hostname: "localhost", port: "3600" }, authorize);
  expect(o).toMatchObject({
    cluster: "eu",
    wsHost: "localhost",
    wsPort: 3600,
    wssPort: 3600,
    forceTLS: false,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
  });
  expect(o.channelAuthorization).toEqual({
    endpoint: "/api/notifications/pusherAuth",
    transport: "ajax",
    customHandler: authorize,
  });
});

it("uses the default ports and TLS on an https page without a port", () => {
  expect(pusherOptions(embedded, { protocol: "https:", hostname: "acme.example", port: "" }, authorize)).toMatchObject({
    wsHost: "acme.example",
    wsPort: 443,
    wssPort: 443,
    forceTLS: true,
  });
  expect(pusherOptions(embedded, { protocol: "http:", hostname: "acme.example", port: "" }, authorize)).toMatchObject({
    wsPort: 80,
    forceTLS: false,
  });
});

it("uses an external server's own host and port", () => {
  const o = pusherOptions(
    { ...embedded, embedded: false, wsHost: "soketi.example", wsPort: 6001, forceTLS: true },
    { protocol: "http:", hostname: "localhost", port: "3000" },
    authorize,
  );
  expect(o).toMatchObject({ wsHost: "soketi.example", wsPort: 6001, wssPort: 6001, forceTLS: true });
});

it("gives Pusher Channels only the cluster", () => {
  const o = pusherOptions(
    { ...embedded, embedded: false, forceTLS: true },
    { protocol: "http:", hostname: "localhost", port: "3000" },
    authorize,
  );
  expect(o.wsHost).toBeUndefined();
  expect(o.wsPort).toBeUndefined();
  expect(o).toMatchObject({ cluster: "eu", forceTLS: true });
});

it("caps export progress at 0..100 whole percent", () => {
  expect([
    capProgress(-5),
    capProgress(42.4),
    capProgress(100),
    capProgress(250),
    capProgress("77"),
    capProgress(NaN),
    capProgress(undefined),
  ]).toEqual([0, 42, 100, 100, 77, 0, 0]);
});
