"use client";
// Live notifications for the whole shell (spec sections 4 and 8), mounted once around the header and the
// page. It holds the unseen count, the bell's first page, live export progress and the push state, and
// listens on the user's private realtime channel with pusher-js, loaded only in the browser. When the
// library or the connection cannot load, it logs a warning and the app works on without live updates:
// the count and lists are still right on every page load.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ChannelAuthorizationHandler } from "pusher-js";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import type { NotificationJson } from "@/lib/notifications/notification-json";
import { NOTIFICATIONS_PER_PAGE, REALTIME_EVENTS } from "@/lib/notifications/notification-types";
import type { NotificationsShellData } from "@/lib/shell/load-shell-data";
import { NOTIFICATION_HINT_MS } from "@/lib/ui/constants";
import { linkKind } from "./link-kind";
import { NotificationHint } from "./notification-hint";
import { capProgress } from "./progress";
import { RECONNECTED, RealtimeListenContext } from "./realtime-listeners";
import { pusherOptions, PUSHER_AUTH_ENDPOINT } from "./pusher-options";
import { usePush, type PushControls } from "./use-push";

export type NotificationsPage = {
  notifications: NotificationJson[];
  total: number;
  page: number;
  per_page: number;
  unseen_count: number;
};

type NotificationEvent = { group_id: number; notification_id: number; type: string };
type ProgressEvent = {
  group_id: number;
  notification_id: number | null;
  progress: number;
  finished?: boolean;
  failed?: boolean;
};

type NotificationsApi = {
  unseen: number;
  /** The bell's first page; null until the bell was opened once. */
  items: NotificationJson[] | null;
  loadFailed: boolean;
  /** Live export progress by notification id (capped at 100); "failed" when the export job gave up. */
  progress: Record<number, number | "failed">;
  /** Goes up whenever the server's list changed under us (new notification, finished export). */
  version: number;
  push: PushControls;
  /** A list became visible: the bell's dropdown (loads page 1) or the /notifications page. Marks all seen; returns the close. */
  openList: (kind: "dropdown" | "page") => () => void;
  /** Marks one read (and seen) and follows its link. */
  follow: (item: NotificationJson) => void;
  markRead: (item: NotificationJson) => void;
};

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error("useNotifications needs <NotificationsProvider>");
  return api;
}

/** The live state when the provider is mounted (the app shell), else null (tests, minimal pages). */
export function useOptionalNotifications(): NotificationsApi | null {
  return useContext(NotificationsContext);
}

const firstPage = () =>
  apiFetch<NotificationsPage>(`/api/notifications/getNotifications?page=1&per_page=${NOTIFICATIONS_PER_PAGE}`);

// pusher-js asks us to authorise the private channel; our route wrapper takes JSON only, hence a custom handler.
const authorize: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  apiFetch<{ auth: string }>(PUSHER_AUTH_ENDPOINT, { body: { socket_id: socketId, channel_name: channelName } }).then(
    (data) => callback(null, data),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
  );
};

export function NotificationsProvider({ config, children }: { config: NotificationsShellData; children: ReactNode }) {
  const t = useTranslations("notifications");
  const router = useRouter();
  const toast = useToast();
  const [unseen, setUnseen] = useState(config.unseen);
  const [items, setItems] = useState<NotificationJson[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [progress, setProgress] = useState<Record<number, number | "failed">>({});
  const [version, setVersion] = useState(0);
  const [hint, setHint] = useState<{ id: number; text: string } | null>(null);
  const { show, showError } = toast;
  const onBlocked = useCallback(
    () => show({ title: t("push.blockedTitle"), description: t("push.blocked"), variant: "error" }),
    [show, t],
  );
  const push = usePush(config, { onBlocked, onError: showError });
  // Which lists are visible now; the realtime handlers read these refs, not stale closures.
  const openLists = useRef({ dropdown: 0, page: 0 });
  // Other events of ours on the channel (a module's live updates, such as "integration-command") go to
  // the listeners modules register through RealtimeListenContext; read by the handlers, never re-bound.
  const listeners = useRef(new Map<string, Set<(data: unknown) => void>>());
  const emit = useCallback((event: string, data: unknown) => {
    listeners.current.get(event)?.forEach((handler) => handler(data));
  }, []);
  const listen = useCallback((event: string, handler: (data: unknown) => void) => {
    const set = listeners.current.get(event) ?? new Set();
    set.add(handler);
    listeners.current.set(event, set);
    return () => void set.delete(handler);
  }, []);
  const pushEnabled = useRef(false);
  // Refs change after render, not during it (React may render and throw a render away).
  useEffect(() => {
    pushEnabled.current = push.state === "enabled";
  }, [push.state]);

  const markAllSeen = useCallback(async () => {
    try {
      const res = await apiFetch<{ unseen_count: number }>("/api/notifications/setSeenBulk", { body: {} });
      setUnseen(res.unseen_count);
      setItems((list) => list?.map((n) => ({ ...n, is_seen: true })) ?? null);
    } catch (error) {
      console.warn("notifications: marking seen failed", error);
    }
  }, []);

  const loadFirstPage = useCallback(async () => {
    try {
      const res = await firstPage();
      setItems(res.notifications);
      setLoadFailed(false);
      return res;
    } catch (error) {
      console.warn("notifications: loading the list failed", error);
      setLoadFailed(true);
      return null;
    }
  }, []);

  const openList = useCallback(
    (kind: "dropdown" | "page") => {
      openLists.current[kind] += 1;
      setHint(null);
      // Load before marking seen, so the list still shows which ones are new.
      void (kind === "dropdown" ? loadFirstPage() : Promise.resolve()).then(markAllSeen);
      return () => {
        openLists.current[kind] = Math.max(0, openLists.current[kind] - 1);
      };
    },
    [loadFirstPage, markAllSeen],
  );

  const markRead = useCallback((item: NotificationJson) => {
    setItems((list) => list?.map((n) => (n.id === item.id ? { ...n, is_read: true, is_seen: true } : n)) ?? null);
    if (item.is_read) return;
    apiFetch("/api/notifications/setRead", { body: { notification_id: item.id } }).catch((error: unknown) =>
      console.warn("notifications: marking read failed", error),
    );
  }, []);

  const follow = useCallback(
    (item: NotificationJson) => {
      markRead(item);
      const url = item.target_url;
      if (!url) return;
      if (linkKind(url) === "page") router.push(url);
      else window.location.assign(url);
    },
    [markRead, router],
  );

  // Realtime handlers, kept in a ref so the connection effect runs once per channel.
  const handlers = useRef({
    onNotification: async (_e: NotificationEvent) => {},
    onProgress: (_e: ProgressEvent) => {},
    onReconnect: async () => {},
  });
  const latestHandlers: typeof handlers.current = {
    onNotification: async (event) => {
      setVersion((v) => v + 1);
      const res = await firstPage().catch(() => null);
      if (!res) {
        setUnseen((n) => n + 1);
        return;
      }
      const open = openLists.current.dropdown + openLists.current.page > 0;
      if (openLists.current.dropdown > 0 || items !== null) setItems(res.notifications);
      if (open) {
        // The list is in front of the user: the new one is seen at once.
        await markAllSeen();
        return;
      }
      setUnseen(res.unseen_count);
      if (!pushEnabled.current) {
        const item = res.notifications.find((n) => n.id === event.notification_id) ?? res.notifications[0];
        if (item) setHint({ id: item.id, text: item.body });
      }
    },
    onProgress: (event) => {
      const id = event.notification_id;
      if (id !== null) setProgress((p) => ({ ...p, [id]: event.failed ? "failed" : capProgress(event.progress) }));
      if (event.finished) {
        setVersion((v) => v + 1);
        if (items !== null) void loadFirstPage();
      }
    },
    // Events sent while the connection was down are lost: read the count again.
    onReconnect: async () => {
      const res = await apiFetch<{ unseen_count: number }>("/api/notifications/getUnseenCount").catch(() => null);
      if (res) setUnseen(res.unseen_count);
    },
  };
  // Declared before the connection effect, so the handlers are current before any event arrives.
  useEffect(() => {
    handlers.current = latestHandlers;
  });

  const { channel, groupId } = config;
  // The layout may re-render with an equal but new config object: connect again only when it changes.
  const realtimeJson = JSON.stringify(config.realtime);
  useEffect(() => {
    const realtime = JSON.parse(realtimeJson) as NotificationsShellData["realtime"];
    let cancelled = false;
    let client: { disconnect: () => void } | null = null;
    const forThisGroup = (data: unknown): data is { group_id: number } =>
      typeof data === "object" && data !== null && (data as { group_id?: unknown }).group_id === groupId;
    import("pusher-js")
      .then(({ default: Pusher }) => {
        if (cancelled) return;
        const pusher = new Pusher(realtime.key, pusherOptions(realtime, window.location, authorize));
        client = pusher;
        let wasConnected = false;
        pusher.connection.bind("state_change", ({ current }: { previous: string; current: string }) => {
          if (current === "connected") {
            if (wasConnected) {
              void handlers.current.onReconnect();
              emit(RECONNECTED, null);
            }
            wasConnected = true;
          }
          if (current === "unavailable" || current === "failed")
            console.warn(`realtime: connection ${current}; live notifications are paused`);
        });
        const ch = pusher.subscribe(channel);
        ch.bind("pusher:subscription_error", (error: unknown) =>
          console.warn("realtime: the notifications channel was refused", error),
        );
        ch.bind(REALTIME_EVENTS.notification, (data: NotificationEvent) => {
          if (forThisGroup(data)) void handlers.current.onNotification(data);
        });
        ch.bind(REALTIME_EVENTS.exportProgress, (data: ProgressEvent) => {
          if (forThisGroup(data)) handlers.current.onProgress(data);
        });
        // Every other event of ours goes to the module listeners (pusher's own "pusher:*" events do not).
        const own = new Set<string>(Object.values(REALTIME_EVENTS));
        ch.bind_global((event: string, data: unknown) => {
          if (!event.startsWith("pusher") && !own.has(event) && forThisGroup(data)) emit(event, data);
        });
      })
      .catch((error: unknown) =>
        console.warn("realtime: the library could not load; live notifications are off", error),
      );
    return () => {
      cancelled = true;
      client?.disconnect();
    };
  }, [channel, groupId, realtimeJson, emit]);

  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), NOTIFICATION_HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const api = useMemo<NotificationsApi>(
    () => ({ unseen, items, loadFailed, progress, version, push, openList, follow, markRead }),
    [unseen, items, loadFailed, progress, version, push, openList, follow, markRead],
  );
  return (
    <NotificationsContext.Provider value={api}>
      <RealtimeListenContext.Provider value={listen}>{children}</RealtimeListenContext.Provider>
      {hint && (
        <NotificationHint key={hint.id} text={t("newHint", { text: hint.text })} onClose={() => setHint(null)} />
      )}
    </NotificationsContext.Provider>
  );
}
