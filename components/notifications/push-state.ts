// Push states of spec section 4, decided from what the browser and the server say. The order matters:
// impersonation switches push off whatever the browser allows; a browser without the APIs (or a server
// without a VAPID key) cannot push; a denied permission is "blocked" even if an old subscription lingers.
export type PushState = "enabled" | "not_enabled" | "unsupported" | "blocked" | "impersonating";

export type PushFacts = {
  /** false while an admin impersonates the user. */
  allowed: boolean;
  /** serviceWorker, PushManager and Notification all exist. */
  supported: boolean;
  /** The server's VAPID public key; null means the server cannot send pushes. */
  vapidPublicKey: string | null;
  permission: NotificationPermission | null;
  /** This browser holds a push subscription. */
  subscribed: boolean;
};

export function decidePushState(f: PushFacts): PushState {
  if (!f.allowed) return "impersonating";
  if (!f.supported || !f.vapidPublicKey) return "unsupported";
  if (f.permission === "denied") return "blocked";
  if (f.subscribed && f.permission === "granted") return "enabled";
  return "not_enabled";
}

/** What the current browser offers (false on the server). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** A VAPID key (base64url) as pushManager.subscribe's applicationServerKey wants it. */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** A failed pushManager.subscribe that means the user or the browser refused notifications. */
export function isBlockedError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: string }).name === "NotAllowedError";
}
