// POST /api/notifications/pusherAuth {socket_id, channel_name} – signs the caller into their own private realtime channel.
import { route } from "@/lib/api/route";
import { authorizeChannel } from "@/lib/notifications/authorize-channel";
import { ZPusherAuthInput } from "@/lib/notifications/notifications.types";

export const POST = route({ area: "notifications", input: ZPusherAuthInput, allowReadOnly: true }, authorizeChannel);
