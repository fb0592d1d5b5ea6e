// pusher-js options from the server's realtime client config (lib/realtime/realtime-config.ts). The
// embedded server answers on the page's own host and port; an external Pusher-compatible server has its
// own host; Pusher Channels itself needs only the cluster (pusher-js then picks ws-{cluster}.pusher.com).
import type { ChannelAuthorizationHandler, Options } from "pusher-js";
import type { NotificationsShellData } from "@/lib/shell/load-shell-data";

export const PUSHER_AUTH_ENDPOINT = "/api/notifications/pusherAuth";

type PageLocation = Pick<Location, "protocol" | "hostname" | "port">;

export function pusherOptions(
  cfg: NotificationsShellData["realtime"],
  page: PageLocation,
  authorize: ChannelAuthorizationHandler,
): Options {
  const https = page.protocol === "https:";
  const pagePort = page.port ? Number(page.port) : https ? 443 : 80;
  const base: Options = {
    cluster: cfg.cluster,
    forceTLS: cfg.forceTLS || https,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
    channelAuthorization: { endpoint: PUSHER_AUTH_ENDPOINT, transport: "ajax", customHandler: authorize },
  };
  const host = cfg.wsHost ?? (cfg.embedded ? page.hostname : null);
  if (host === null) return base;
  const port = cfg.wsPort ?? pagePort;
  return { ...base, wsHost: host, wsPort: port, wssPort: port };
}
