import { isInboxUrgent, notificationBadgeText } from "@/lib/shell/badges";

describe("notification bell badge", () => {
  it("shows nothing at 0", () => expect(notificationBadgeText(0)).toBeNull());
  it("shows the count up to 99", () => {
    expect(notificationBadgeText(1)).toBe("1");
    expect(notificationBadgeText(99)).toBe("99");
  });
  it("shows 99+ from 100 on", () => {
    expect(notificationBadgeText(100)).toBe("99+");
    expect(notificationBadgeText(5000)).toBe("99+");
  });
});

describe("inbox badge", () => {
  it("is urgent above 5 pending items, not at 5", () => {
    expect(isInboxUrgent(5)).toBe(false);
    expect(isInboxUrgent(6)).toBe(true);
    expect(isInboxUrgent(0)).toBe(false);
  });
});
