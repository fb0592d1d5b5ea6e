"use client";
// A module's live updates over the user's realtime channel (the one NotificationsProvider holds): the
// handler gets each `event`'s data for the current company, and `onReconnect` runs when a lost connection
// came back (events sent meanwhile are lost: the caller reads its data again). Without the provider
// (tests, minimal pages) nothing arrives and the screen shows what it loaded.
import { useContext, useEffect, useRef } from "react";
import { RECONNECTED, RealtimeListenContext } from "./realtime-listeners";

export function useRealtimeEvent(event: string, handler: (data: unknown) => void, onReconnect?: () => void): void {
  const listen = useContext(RealtimeListenContext);
  const latest = useRef({ handler, onReconnect });
  useEffect(() => {
    latest.current = { handler, onReconnect };
  });
  useEffect(() => {
    if (!listen) return;
    const offEvent = listen(event, (data) => latest.current.handler(data));
    const offReconnect = listen(RECONNECTED, () => latest.current.onReconnect?.());
    return () => {
      offEvent();
      offReconnect();
    };
  }, [listen, event]);
}
