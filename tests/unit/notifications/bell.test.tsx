// The bell inside the notifications provider, with a fake pusher-js and a fake API: the live badge, the
// dropdown (load, mark seen, groups, progress, download, click), the temporary hint, live export progress,
// events of another group ignored, and a realtime library that cannot load.
import "@/tests/support/radix-dom";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { linkKind } from "@/components/notifications/link-kind";
import { NotificationsProvider } from "@/components/notifications/notifications-provider";
import { useRealtimeEvent } from "@/components/notifications/use-realtime-event";
import { NotificationsBell } from "@/components/shell/notifications-bell";
import type { NotificationJson } from "@/lib/notifications/notification-json";
import type { NotificationsShellData } from "@/lib/shell/load-shell-data";
import { NOTIFICATION_HINT_MS } from "@/lib/ui/constants";
import { failOnConsole } from "@/tests/support/fail-on-console";
import { jsonResponse, renderShell } from "../shell/render-shell";

failOnConsole();

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

// A fake pusher-js: records the options and the bound handlers so a test can fire events.
const fake = {
  options: null as unknown,
  channel: "",
  handlers: new Map<string, (data: unknown) => void>(),
  /** The handler every event reaches (bind_global): module events are forwarded from here. */
  global: null as ((event: string, data: unknown) => void) | null,
  failConstruct: false,
};
jest.mock("pusher-js", () => ({
  __esModule: true,
  default: class {
    connection = { bind: jest.fn() };
    constructor(_key: string, options: unknown) {
      if (fake.failConstruct) throw new Error("cannot connect");
      fake.options = options;
    }
    subscribe(name: string) {
      fake.channel = name;
      return {
        bind: (event: string, fn: (data: unknown) => void) => fake.handlers.set(event, fn),
        bind_global: (fn: (event: string, data: unknown) => void) => (fake.global = fn),
      };
    }
    disconnect() {}
  },
}));

const config: NotificationsShellData = {
  unseen: 3,
  groupId: 7,
  channel: "private-user-u1",
  realtime: { key: "k", cluster: "eu", wsHost: null, wsPort: null, forceTLS: false, embedded: true },
  vapidPublicKey: null,
  pushAllowed: true,
};

function item(id: number, over: Partial<NotificationJson> = {}): NotificationJson {
  return {
    id,
    type: "time_off_requested",
    icon: "calendar",
    is_read: false,
    is_seen: false,
    target_url: "/inbox",
    related_employee_id: 1,
    related_employee_name: "Ann Peeters",
    sender_name: "Ann Peeters",
    avatar: "AP",
    time_sent: "2027-03-01T10:00:00.000Z",
    time_sent_formatted: "5 minutes ago",
    body: `Ann Peeters asked for Vacation (${id}).`,
    progress: null,
    download_url: null,
    ...over,
  } as NotificationJson;
}

const list = [
  item(5),
  item(4, {
    sender_name: null,
    avatar: null,
    type: "export_generation",
    icon: "progress",
    body: "Your export people.xlsx is being prepared.",
    progress: 40,
    target_url: null,
  }),
  item(3, {
    sender_name: null,
    avatar: null,
    type: "export_ready",
    icon: "download",
    body: "Your export people.xlsx is ready.",
    download_url: "/api/exports/9/download",
    target_url: null,
    is_read: true,
  }),
  item(2, { sender_name: "Bob Jansen", avatar: "BJ" }),
];

let calls: { url: string; body: unknown }[];
let page: NotificationJson[];
let unseenAfterSeen: number;

beforeEach(() => {
  calls = [];
  page = list;
  unseenAfterSeen = 0;
  fake.handlers.clear();
  fake.global = null;
  fake.failConstruct = false;
  push.mockReset();
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    const body = init?.body ? JSON.parse(init.body) : undefined;
    calls.push({ url, body });
    if (url.startsWith("/api/notifications/getNotifications"))
      return jsonResponse(200, { notifications: page, total: page.length, page: 1, per_page: 10, unseen_count: 4 });
    if (url === "/api/notifications/setSeenBulk")
      return jsonResponse(200, { ok: true, updated: 2, unseen_count: unseenAfterSeen });
    if (url === "/api/notifications/setRead") return jsonResponse(200, { ok: true });
    if (url === "/api/notifications/pusherAuth") return jsonResponse(200, { auth: "k:sig" });
    return jsonResponse(404, { error: { code: "not_found", message: "no" } });
  }) as unknown as typeof fetch;
});

function renderBell() {
  return renderShell(
    <NotificationsProvider config={config}>
      <NotificationsBell unseen={config.unseen} allHref="/notifications" />
    </NotificationsProvider>,
  );
}

const openBell = () =>
  fireEvent.pointerDown(screen.getByTestId("notifications-bell"), { button: 0, pointerType: "mouse" });

it("subscribes to the user's channel with the embedded server's options and authorises through our JSON route", async () => {
  renderBell();
  await waitFor(() => expect(fake.channel).toBe("private-user-u1"));
  expect(fake.options).toMatchObject({ wsHost: "localhost", enabledTransports: ["ws", "wss"], disableStats: true });
  const handler = (
    fake.options as {
      channelAuthorization: { customHandler: (p: unknown, cb: (e: unknown, d: unknown) => void) => void };
    }
  ).channelAuthorization.customHandler;
  const result = await new Promise((resolve) =>
    handler({ socketId: "1.2", channelName: "private-user-u1" }, (error, data) => resolve({ error, data })),
  );
  expect(result).toEqual({ error: null, data: { auth: "k:sig" } });
  expect(calls.at(-1)).toEqual({
    url: "/api/notifications/pusherAuth",
    body: { socket_id: "1.2", channel_name: "private-user-u1" },
  });
});

it("opens: loads page 1, marks all seen (badge gone), groups by sender, shows progress and download", async () => {
  renderBell();
  expect(screen.getByTestId("notifications-badge")).toHaveTextContent("3");
  openBell();
  const menu = await screen.findByTestId("notifications-menu");
  await waitFor(() => expect(screen.queryByTestId("notifications-badge")).not.toBeInTheDocument());
  expect(calls.map((c) => c.url)).toEqual(
    expect.arrayContaining([
      "/api/notifications/getNotifications?page=1&per_page=10",
      "/api/notifications/setSeenBulk",
    ]),
  );
  expect(calls.find((c) => c.url === "/api/notifications/setSeenBulk")!.body).toEqual({});

  const groups = within(menu).getAllByTestId("notification-group");
  expect(groups.map((g) => g.getAttribute("data-sender"))).toEqual(["Ann Peeters", "System", "Bob Jansen"]);
  const system = within(groups[1]!).getByRole("menuitem", { name: "System: 2 notifications" });
  expect(system).toHaveAttribute("aria-expanded", "true");
  expect(within(menu).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
  expect(within(menu).getByRole("menuitem", { name: "Download" })).toHaveAttribute("href", "/api/exports/9/download");
  // Unread marker on unread ones only.
  expect(within(menu).getByTestId("notification-3")).toHaveAttribute("data-read", "true");
  expect(within(within(menu).getByTestId("notification-5")).getByText("Unread")).toBeInTheDocument();

  fireEvent.click(system);
  expect(system).toHaveAttribute("aria-expanded", "false");
  expect(within(menu).queryByRole("progressbar")).not.toBeInTheDocument();
  expect(screen.getByTestId("notifications-menu")).toBeInTheDocument(); // the toggle kept the menu open
  expect(within(menu).getByRole("menuitem", { name: "See all notifications" })).toHaveAttribute(
    "href",
    "/notifications",
  );
});

it("clicking an item marks it read and follows its link", async () => {
  renderBell();
  openBell();
  const menu = await screen.findByTestId("notifications-menu");
  const first = await within(menu).findByText("Ann Peeters asked for Vacation (5).");
  fireEvent.click(first);
  await waitFor(() =>
    expect(calls).toContainEqual({ url: "/api/notifications/setRead", body: { notification_id: 5 } }),
  );
  expect(push).toHaveBeenCalledWith("/inbox");
});

it("a live notification updates the count and shows the hint for 3 seconds; another group's is ignored", async () => {
  renderBell();
  await waitFor(() => expect(fake.handlers.has("notification")).toBe(true));
  page = [item(6, { body: "Bob Jansen asked for Vacation." }), ...list];

  await act(async () =>
    fake.handlers.get("notification")!({ group_id: 8, notification_id: 6, type: "time_off_requested" }),
  );
  expect(calls.some((c) => c.url.startsWith("/api/notifications/getNotifications"))).toBe(false);
  expect(screen.getByTestId("notifications-badge")).toHaveTextContent("3");

  jest.useFakeTimers();
  try {
    await act(async () =>
      fake.handlers.get("notification")!({ group_id: 7, notification_id: 6, type: "time_off_requested" }),
    );
    expect(screen.getByTestId("notifications-badge")).toHaveTextContent("4");
    expect(screen.getByTestId("notification-hint")).toHaveTextContent(
      "New notification: Bob Jansen asked for Vacation.",
    );
    act(() => jest.advanceTimersByTime(NOTIFICATION_HINT_MS - 10));
    expect(screen.getByTestId("notification-hint")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByTestId("notification-hint")).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("no hint while the list is open: the new one is marked seen at once", async () => {
  renderBell();
  openBell();
  await screen.findByTestId("notifications-menu");
  await waitFor(() => expect(screen.queryByTestId("notifications-badge")).not.toBeInTheDocument());
  page = [item(6, { body: "Bob Jansen asked for Vacation." }), ...list];
  const seenCalls = () => calls.filter((c) => c.url === "/api/notifications/setSeenBulk").length;
  const before = seenCalls();
  await act(async () =>
    fake.handlers.get("notification")!({ group_id: 7, notification_id: 6, type: "time_off_requested" }),
  );
  await waitFor(() => expect(seenCalls()).toBe(before + 1));
  expect(screen.queryByTestId("notification-hint")).not.toBeInTheDocument();
  expect(await screen.findByText("Bob Jansen asked for Vacation.")).toBeInTheDocument();
});

it("export progress moves the bar live, capped at 100, and a finished export reloads the list", async () => {
  renderBell();
  openBell();
  const menu = await screen.findByTestId("notifications-menu");
  await waitFor(() => expect(within(menu).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40"));
  act(() => fake.handlers.get("export-progress")!({ group_id: 7, notification_id: 4, progress: 75 }));
  expect(within(menu).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
  act(() => fake.handlers.get("export-progress")!({ group_id: 8, notification_id: 4, progress: 90 }));
  expect(within(menu).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
  const loads = calls.filter((c) => c.url.startsWith("/api/notifications/getNotifications")).length;
  page = [
    item(4, {
      type: "export_ready",
      icon: "download",
      body: "Your export people.xlsx is ready.",
      download_url: "/api/exports/9/download",
      sender_name: null,
      avatar: null,
    }),
  ];
  await act(async () =>
    fake.handlers.get("export-progress")!({ group_id: 7, notification_id: 4, progress: 130, finished: true }),
  );
  await waitFor(() =>
    expect(calls.filter((c) => c.url.startsWith("/api/notifications/getNotifications")).length).toBe(loads + 1),
  );
  expect(await within(menu).findByText("Your export people.xlsx is ready.")).toBeInTheDocument();
  expect(within(menu).queryByRole("progressbar")).not.toBeInTheDocument();
});

it("a failed export replaces the bar by the failure text", async () => {
  renderBell();
  openBell();
  const menu = await screen.findByTestId("notifications-menu");
  await waitFor(() => expect(within(menu).getByRole("progressbar")).toBeInTheDocument());
  await act(async () =>
    fake.handlers.get("export-progress")!({
      group_id: 7,
      notification_id: 4,
      progress: 60,
      finished: true,
      failed: true,
    }),
  );
  expect(within(menu).queryByRole("progressbar")).not.toBeInTheDocument();
  expect(within(menu).getByText("The export failed. Start it again.")).toBeInTheDocument();
});

it("a download link target is left to the browser, not the client router", async () => {
  page = [
    item(8, {
      type: "export_ready",
      icon: "download",
      sender_name: null,
      avatar: null,
      body: "Your export x.xlsx is ready.",
      target_url: "/api/exports/9/download",
      download_url: "/api/exports/9/download",
    }),
  ];
  // jsdom cannot navigate and says so on the console.
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    renderBell();
    openBell();
    fireEvent.click(await screen.findByText("Your export x.xlsx is ready."));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: "/api/notifications/setRead", body: { notification_id: 8 } }),
    );
    expect(push).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
});

it("link kinds: app pages by the router, API files and other sites by the browser", () => {
  expect([
    linkKind("/inbox"),
    linkKind("/calendar/person/3?highlight=4"),
    linkKind("/api/exports/9/download"),
    linkKind("https://x.example/"),
    linkKind("//evil.example/"),
  ]).toEqual(["page", "page", "browser", "browser", "browser"]);
});

it("works on without live updates when the realtime connection cannot load", async () => {
  fake.failConstruct = true;
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  try {
    renderBell();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("realtime"), expect.any(Error)));
    openBell();
    expect(await screen.findByText("Ann Peeters asked for Vacation (5).")).toBeInTheDocument();
  } finally {
    warn.mockRestore();
  }
});

// A module screen (integrations, reseller messages) listens through useRealtimeEvent; the provider forwards
// every event of the user's channel that is not its own or pusher's, for the current company only.
function ModuleListener({ event, onEvent }: { event: string; onEvent: (data: unknown) => void }) {
  useRealtimeEvent(event, onEvent);
  return null;
}

it("forwards a module event of this company to its listener, and nothing else", async () => {
  const onCommand = jest.fn();
  const onMessage = jest.fn();
  renderShell(
    <NotificationsProvider config={config}>
      <ModuleListener event="integration-command" onEvent={onCommand} />
      <ModuleListener event="reseller-message" onEvent={onMessage} />
    </NotificationsProvider>,
  );
  await waitFor(() => expect(fake.global).not.toBeNull());
  const fire = (event: string, data: unknown) => act(() => fake.global!(event, data));
  fire("integration-command", { group_id: 7, command_id: 3 });
  fire("integration-command", { group_id: 8, command_id: 4 }); // another company
  fire("pusher:subscription_succeeded", { group_id: 7 });
  fire("reseller-message", { group_id: 7, message_id: 5 });
  expect(onCommand.mock.calls).toEqual([[{ group_id: 7, command_id: 3 }]]);
  expect(onMessage.mock.calls).toEqual([[{ group_id: 7, message_id: 5 }]]);
});
