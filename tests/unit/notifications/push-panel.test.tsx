// The push panel in the provider with a fake browser push stack: the states of spec section 4, the
// subscribe flow (permission, service worker, pushManager.subscribe with the VAPID key, pushPadAuth), the
// blocked toast of spec section 8, and turning push off.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { NotificationsProvider } from "@/components/notifications/notifications-provider";
import { PushPanel } from "@/components/notifications/push-panel";
import type { NotificationsShellData } from "@/lib/shell/load-shell-data";
import { jsonResponse, renderShell } from "../shell/render-shell";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("pusher-js", () => ({
  __esModule: true,
  default: class {
    connection = { bind() {} };
    subscribe() {
      return { bind() {} };
    }
    disconnect() {}
  },
}));

const config: NotificationsShellData = {
  unseen: 0,
  groupId: 1,
  channel: "private-user-u1",
  realtime: { key: "k", cluster: "eu", wsHost: null, wsPort: null, forceTLS: false, embedded: true },
  vapidPublicKey: "BAEC", // base64url of 0x04 0x01 0x02
  pushAllowed: true,
};

const subJson = { endpoint: "https://push.example/abc", expirationTime: null, keys: { p256dh: "p", auth: "a" } };
let existing: { endpoint: string; toJSON: () => unknown; unsubscribe: jest.Mock } | null;
let subscribeImpl: jest.Mock;
let permission: NotificationPermission;
let requestPermission: jest.Mock;
let calls: { url: string; body: unknown }[];

function installBrowser() {
  const pushManager = {
    getSubscription: jest.fn(async () => existing),
    subscribe: (...a: unknown[]) => subscribeImpl(...a),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: jest.fn(async () => registration) },
  });
  (window as unknown as Record<string, unknown>).PushManager = function PushManager() {};
  (window as unknown as Record<string, unknown>).Notification = {
    get permission() {
      return permission;
    },
    requestPermission: (...a: unknown[]) => requestPermission(...a),
  };
}

function uninstallBrowser() {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  delete (window as unknown as Record<string, unknown>).PushManager;
  delete (window as unknown as Record<string, unknown>).Notification;
}

beforeEach(() => {
  existing = null;
  permission = "default";
  requestPermission = jest.fn(async () => {
    permission = "granted";
    return permission;
  });
  subscribeImpl = jest.fn(async () => ({ endpoint: subJson.endpoint, toJSON: () => subJson, unsubscribe: jest.fn() }));
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
    if (url === "/api/notifications/pushPadAuth") {
      const body = JSON.parse(init!.body!);
      return jsonResponse(200, { subscribed: Boolean(body.subscription), vapid_public_key: "BAEC" });
    }
    return jsonResponse(200, { auth: "x" });
  }) as unknown as typeof fetch;
  installBrowser();
});
afterEach(uninstallBrowser);

const renderPanel = (over: Partial<NotificationsShellData> = {}) =>
  renderShell(
    <NotificationsProvider config={{ ...config, ...over }}>
      <PushPanel />
    </NotificationsProvider>,
  );

it("not enabled: the button asks permission, subscribes with the VAPID key and stores the subscription", async () => {
  renderPanel();
  const button = await screen.findByRole("button", { name: "Turn on push notifications" });
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByTestId("push-panel")).toHaveAttribute("data-state", "enabled"));
  expect(requestPermission).toHaveBeenCalled();
  const options = subscribeImpl.mock.calls[0]![0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
  expect(options.userVisibleOnly).toBe(true);
  expect(Array.from(options.applicationServerKey)).toEqual([4, 1, 2]);
  expect(calls).toContainEqual({ url: "/api/notifications/pushPadAuth", body: { subscription: subJson } });
  expect(screen.getByText("Push notifications are on for this browser.")).toBeInTheDocument();
});

it("blocked when subscribing fails as not allowed: the red error toast with the blocked text", async () => {
  subscribeImpl = jest.fn(async () => {
    throw new DOMException("Registration failed - permission denied", "NotAllowedError");
  });
  renderPanel();
  fireEvent.click(await screen.findByRole("button", { name: "Turn on push notifications" }));
  const toast = await screen.findByTestId("toast-error");
  expect(toast).toHaveTextContent("Error");
  expect(toast).toHaveTextContent("Notifications are blocked for this site");
  expect(calls.some((c) => c.url === "/api/notifications/pushPadAuth")).toBe(false);
});

it("blocked when the browser's permission is denied, with no button", async () => {
  permission = "denied";
  renderPanel();
  await waitFor(() => expect(screen.getByTestId("push-panel")).toHaveAttribute("data-state", "blocked"));
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

it("enabled with an existing subscription, which is claimed for this user; turning off drops it", async () => {
  permission = "granted";
  const unsubscribe = jest.fn(async () => true);
  existing = { endpoint: subJson.endpoint, toJSON: () => subJson, unsubscribe };
  renderPanel();
  await waitFor(() => expect(screen.getByTestId("push-panel")).toHaveAttribute("data-state", "enabled"));
  expect(calls).toContainEqual({ url: "/api/notifications/pushPadAuth", body: { subscription: subJson } });
  fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
  await waitFor(() => expect(screen.getByTestId("push-panel")).toHaveAttribute("data-state", "not_enabled"));
  expect(unsubscribe).toHaveBeenCalled();
  expect(calls).toContainEqual({
    url: "/api/notifications/pushPadAuth",
    body: { subscription: null, endpoint: subJson.endpoint },
  });
});

it("unsupported without the browser APIs", async () => {
  uninstallBrowser();
  renderPanel();
  await waitFor(() => expect(screen.getByTestId("push-panel")).toHaveAttribute("data-state", "unsupported"));
  expect(screen.getByText("This browser does not support push notifications.")).toBeInTheDocument();
});

it("off while impersonating, without asking the browser or the server", async () => {
  permission = "granted";
  existing = { endpoint: subJson.endpoint, toJSON: () => subJson, unsubscribe: jest.fn() };
  renderPanel({ pushAllowed: false });
  await waitFor(() => expect(screen.getByTestId("push-panel")).toHaveAttribute("data-state", "impersonating"));
  expect(screen.getByText("Push notifications are off while you act as someone else.")).toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
  expect(calls.some((c) => c.url === "/api/notifications/pushPadAuth")).toBe(false);
});
