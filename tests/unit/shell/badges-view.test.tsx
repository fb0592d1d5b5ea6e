import "@/tests/support/radix-dom";
import { fireEvent, screen } from "@testing-library/react";
import { InboxLinkView } from "@/components/shell/inbox-link";
import { NotificationsBell } from "@/components/shell/notifications-bell";
import { NotFoundView } from "@/components/shell/not-found-view";
import { renderShell } from "./render-shell";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe("bell", () => {
  it("shows no badge at 0 and an honest empty state", () => {
    renderShell(<NotificationsBell unseen={0} allHref={null} />);
    expect(screen.queryByTestId("notifications-badge")).not.toBeInTheDocument();
    fireEvent.pointerDown(screen.getByTestId("notifications-bell"), { button: 0, pointerType: "mouse" });
    expect(screen.getByTestId("notifications-empty")).toHaveTextContent("You have no notifications yet");
    expect(screen.queryByRole("menuitem", { name: "See all notifications" })).not.toBeInTheDocument();
  });
  it("shows the count up to 99 and then 99+", () => {
    const { unmount } = renderShell(<NotificationsBell unseen={99} allHref="/notifications" />);
    expect(screen.getByTestId("notifications-badge")).toHaveTextContent(/^99$/);
    unmount();
    renderShell(<NotificationsBell unseen={100} allHref="/notifications" />);
    expect(screen.getByTestId("notifications-badge")).toHaveTextContent("99+");
    expect(screen.getByTestId("notifications-bell")).toHaveAccessibleName("Notifications, 99+ unseen");
  });
});

describe("inbox", () => {
  it("is urgent above 5 pending, not at 5", () => {
    const { unmount } = renderShell(<InboxLinkView href="/inbox" pending={5} label="Inbox, 5 pending" />);
    expect(screen.getByTestId("inbox-badge")).toHaveAttribute("data-urgent", "false");
    unmount();
    renderShell(<InboxLinkView href="/inbox" pending={6} label="Inbox, 6 pending" />);
    expect(screen.getByTestId("inbox-badge")).toHaveAttribute("data-urgent", "true");
    expect(screen.getByTestId("inbox-badge").className).toContain("bg-red-700");
    expect(screen.getByRole("link", { name: "Inbox, 6 pending" })).toHaveAttribute("href", "/inbox");
  });
  it("has no badge with nothing pending", () => {
    renderShell(<InboxLinkView href="/inbox" pending={0} label="Inbox" />);
    expect(screen.queryByTestId("inbox-badge")).not.toBeInTheDocument();
  });
});

it("the 404 view shows 404, the message and a button home", () => {
  renderShell(<NotFoundView title="404" message="This employee no longer exists." homeLabel="Back to the home page" />);
  expect(screen.getByRole("heading", { name: "404" })).toBeInTheDocument();
  expect(screen.getByText("This employee no longer exists.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
});
