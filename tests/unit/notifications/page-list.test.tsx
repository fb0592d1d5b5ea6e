// The /notifications list: opening marks all seen, groups are real buttons with aria-expanded, paging
// by 10 through the URL, and a live notification reloads the server-rendered page.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { NotificationsPageList } from "@/components/notifications/notifications-page-list";
import { NotificationsProvider } from "@/components/notifications/notifications-provider";
import type { NotificationJson } from "@/lib/notifications/notification-json";
import type { NotificationsShellData } from "@/lib/shell/load-shell-data";
import { failOnConsole } from "@/tests/support/fail-on-console";
import { jsonResponse, renderShell } from "../shell/render-shell";

failOnConsole();

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
const handlers = new Map<string, (data: unknown) => void>();
jest.mock("pusher-js", () => ({
  __esModule: true,
  default: class {
    connection = { bind() {} };
    subscribe() {
      return { bind: (e: string, fn: (d: unknown) => void) => handlers.set(e, fn), bind_global() {} };
    }
    disconnect() {}
  },
}));

const config: NotificationsShellData = {
  unseen: 2,
  groupId: 1,
  channel: "private-user-u1",
  realtime: { key: "k", cluster: "eu", wsHost: null, wsPort: null, forceTLS: false, embedded: true },
  vapidPublicKey: null,
  pushAllowed: true,
};

const item = (id: number, sender: string | null): NotificationJson =>
  ({
    id,
    type: "time_off_requested",
    icon: "calendar",
    is_read: false,
    is_seen: false,
    target_url: "/inbox",
    related_employee_id: 1,
    related_employee_name: "X",
    sender_name: sender,
    avatar: sender ? "AP" : null,
    time_sent: "2027-01-01T00:00:00Z",
    time_sent_formatted: "1 day ago",
    body: `Body ${id}`,
    progress: null,
    download_url: null,
  }) as NotificationJson;

let calls: string[];
beforeEach(() => {
  calls = [];
  handlers.clear();
  router.push.mockReset();
  router.refresh.mockReset();
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    if (url === "/api/notifications/setSeenBulk") return jsonResponse(200, { ok: true, updated: 2, unseen_count: 0 });
    return jsonResponse(200, { notifications: [item(20, null)], total: 1, page: 1, per_page: 10, unseen_count: 1 });
  }) as unknown as typeof fetch;
});

function renderList(notifications: NotificationJson[], total: number, page = 1) {
  return renderShell(
    <NotificationsProvider config={config}>
      <NotificationsPageList notifications={notifications} total={total} page={page} emptyText="Nothing yet" />
    </NotificationsProvider>,
  );
}

it("marks everything seen on open and groups by sender behind buttons", async () => {
  renderList([item(3, "Ann Peeters"), item(2, null), item(1, "Ann Peeters")], 3);
  await waitFor(() => expect(calls).toContain("/api/notifications/setSeenBulk"));
  const groups = screen.getAllByTestId("notification-group");
  expect(groups.map((g) => g.getAttribute("data-sender"))).toEqual(["Ann Peeters", "System"]);
  const toggle = within(groups[0]!).getByRole("button", { name: /Ann Peeters/ });
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByText("Body 3")).not.toBeVisible();
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument(); // 3 items: no paging
});

it("pages by 10 through the URL", async () => {
  renderList(
    Array.from({ length: 10 }, (_, i) => item(30 - i, "Ann Peeters")),
    25,
    2,
  );
  expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(router.push).toHaveBeenCalledWith("/notifications?page=3");
  fireEvent.click(screen.getByRole("button", { name: "Previous" }));
  expect(router.push).toHaveBeenCalledWith("/notifications?page=1");
  // Let the provider's answers (marking all seen on open) land inside act, not after the test.
  await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
});

it("a live notification reloads the page's data and shows no hint (the list is open)", async () => {
  renderList([], 0);
  expect(screen.getByTestId("notifications-empty")).toHaveTextContent("Nothing yet");
  await waitFor(() => expect(handlers.has("notification")).toBe(true));
  await act(async () =>
    handlers.get("notification")!({ group_id: 1, notification_id: 20, type: "time_off_requested" }),
  );
  await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  expect(screen.queryByTestId("notification-hint")).not.toBeInTheDocument();
});
