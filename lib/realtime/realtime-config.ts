// Where realtime events go. With PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET set, the app talks to
// Pusher Channels (PUSHER_CLUSTER, default eu, always TLS) or, with PUSHER_HOST, to any Pusher-compatible
// server. Without them the app serves the Pusher protocol itself (lib/realtime/embedded-pusher-server.ts)
// on its own port, with a key and secret generated at first start, so `npm start` needs nothing else.
export type RealtimeConfig = {
  mode: "embedded" | "external";
  appId: string;
  key: string;
  secret: string;
  cluster: string;
  /** Where the server library sends events (REST). */
  restHost: string;
  restPort: number;
  useTLS: boolean;
  /** What browsers connect to; null host = the page's own host and port (embedded, custom domains too). */
  client: { wsHost: string | null; wsPort: number | null; forceTLS: boolean; cluster: string };
};

export type RealtimeClientConfig = RealtimeConfig["client"] & { key: string };

export function realtimeConfig(env: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  const cluster = env.PUSHER_CLUSTER || "eu";
  if (env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET) {
    const host = env.PUSHER_HOST || null;
    const useTLS = env.PUSHER_USE_TLS ? env.PUSHER_USE_TLS !== "0" : true;
    const port = Number(env.PUSHER_PORT || (useTLS ? 443 : 80));
    return {
      mode: "external",
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_KEY,
      secret: env.PUSHER_SECRET,
      cluster,
      restHost: host ?? `api-${cluster}.pusher.com`,
      restPort: port,
      useTLS,
      client: { wsHost: host, wsPort: host ? port : null, forceTLS: useTLS, cluster },
    };
  }
  return {
    mode: "embedded",
    appId: "embedded",
    key: env.EMBEDDED_PUSHER_KEY || "embedded-dev-key",
    secret: env.EMBEDDED_PUSHER_SECRET || "embedded-dev-secret",
    cluster,
    restHost: "127.0.0.1",
    restPort: Number(env.REALTIME_PORT || env.PORT || 3000),
    useTLS: false,
    client: { wsHost: null, wsPort: null, forceTLS: false, cluster },
  };
}

export function realtimeClientConfig(config = realtimeConfig()): RealtimeClientConfig {
  return { ...config.client, key: config.key };
}
