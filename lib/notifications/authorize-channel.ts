// Realtime channel authorisation (/api/notifications/pusherAuth): a user may join only their own private
// channel; any other channel (another user's, presence, public) answers 403.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { channelAuth } from "@/lib/realtime/pusher-signature";
import { realtimeConfig } from "@/lib/realtime/realtime-config";
import { userChannel } from "@/lib/realtime/publish";
import type { TPusherAuthInput } from "./notifications.types";

export function authorizeChannel(ctx: RequestContext, input: TPusherAuthInput) {
  if (input.channel_name !== userChannel(ctx.user.id)) throw AppError.forbidden("Not your channel");
  const config = realtimeConfig();
  return { auth: channelAuth(config.key, config.secret, input.socket_id, input.channel_name) };
}
