"use client";
// This browser's push state (spec section 4) and the switch that subscribes it: the service worker's
// push manager with the server's VAPID key, then POST /api/notifications/pushPadAuth stores the
// subscription for the signed-in user. A refusal (permission denied, or the browser saying
// NotAllowedError) is the "blocked" state, with the red toast of spec section 8.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { NotificationsShellData } from "@/lib/shell/load-shell-data";
import {
  browserSupportsPush,
  decidePushState,
  isBlockedError,
  urlBase64ToUint8Array,
  type PushFacts,
  type PushState,
} from "./push-state";

export type PushControls = {
  /** null until the browser was asked (first render, server render). */
  state: PushState | null;
  busy: boolean;
  subscribe: () => Promise<void>;
  unsubscribe: () => Promise<void>;
};

const PUSH_ENDPOINT = "/api/notifications/pushPadAuth";
// A service worker that never becomes ready (none registered) must not leave the button spinning.
const WORKER_READY_TIMEOUT_MS = 10_000;

function workerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("service worker not ready")), WORKER_READY_TIMEOUT_MS),
    ),
  ]);
}

export function usePush(
  config: Pick<NotificationsShellData, "pushAllowed" | "vapidPublicKey">,
  on: { onBlocked: () => void; onError: (error: unknown) => void },
): PushControls {
  const t = useTranslations("notifications.push");
  const [facts, setFacts] = useState<PushFacts | null>(null);
  const [busy, setBusy] = useState(false);
  const { pushAllowed, vapidPublicKey } = config;
  const { onBlocked, onError } = on;

  useEffect(() => {
    let cancelled = false;
    const base = { allowed: pushAllowed, vapidPublicKey, permission: null, subscribed: false };
    if (!pushAllowed || !browserSupportsPush()) {
      setFacts({ ...base, supported: browserSupportsPush() });
      return;
    }
    const permission = Notification.permission;
    navigator.serviceWorker
      .getRegistration()
      .then((reg) => reg?.pushManager.getSubscription() ?? null)
      .then(async (sub) => {
        // A browser profile's subscription belongs to whoever signed in last: claim it for this user.
        if (sub && permission === "granted")
          await apiFetch(PUSH_ENDPOINT, { body: { subscription: sub.toJSON() } }).catch(() => undefined);
        if (!cancelled) setFacts({ ...base, supported: true, permission, subscribed: sub !== null });
      })
      .catch(() => {
        if (!cancelled) setFacts({ ...base, supported: true, permission });
      });
    return () => {
      cancelled = true;
    };
  }, [pushAllowed, vapidPublicKey]);

  const subscribe = useCallback(async () => {
    if (!vapidPublicKey || !browserSupportsPush()) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      setFacts((f) => (f ? { ...f, permission } : f));
      if (permission === "denied") return onBlocked();
      if (permission !== "granted") return;
      const reg = await workerReady().catch(() => {
        throw new Error(t("unavailable"));
      });
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: urlBase64ToUint8Array(vapidPublicKey),
        }));
      const res = await apiFetch<{ subscribed: boolean }>(PUSH_ENDPOINT, { body: { subscription: sub.toJSON() } });
      setFacts((f) => (f ? { ...f, subscribed: res.subscribed } : f));
    } catch (error) {
      if (isBlockedError(error)) {
        setFacts((f) =>
          f ? { ...f, permission: Notification.permission === "default" ? "denied" : Notification.permission } : f,
        );
        onBlocked();
      } else onError(error);
    } finally {
      setBusy(false);
    }
  }, [vapidPublicKey, onBlocked, onError, t]);

  const unsubscribe = useCallback(async () => {
    setBusy(true);
    try {
      const reg = await navigator.serviceWorker.getRegistration();
      const sub = await reg?.pushManager.getSubscription();
      if (sub) {
        await sub.unsubscribe();
        await apiFetch(PUSH_ENDPOINT, { body: { subscription: null, endpoint: sub.endpoint } });
      }
      setFacts((f) => (f ? { ...f, subscribed: false } : f));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }, [onError]);

  const state = facts ? decidePushState(facts) : null;
  return useMemo(() => ({ state, busy, subscribe, unsubscribe }), [state, busy, subscribe, unsubscribe]);
}
