// CalendarLayoutSync writes the screen's real layout into the calendar_layout cookie and, when the server
// rendered the other layout, asks it once for the right one: once, never in a loop (a server that keeps
// guessing wrong, a window resized back and forth), and not at all when the browser refuses the cookie.
import { act, render } from "@testing-library/react";
import { CalendarLayoutSync } from "@/components/calendar/calendar-layout-sync";

const router = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

/** A window whose width can change: matchMedia answers for the narrow query and tells its listeners. */
function screenOf(narrow: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return narrow;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn(() => query) as never;
  return {
    resize(toNarrow: boolean) {
      narrow = toNarrow;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

const layoutCookie = () => document.cookie.split("; ").find((c) => c.startsWith("calendar_layout="));

beforeEach(() => {
  router.refresh.mockReset();
  // The cookie's path is /calendar: the page is there.
  window.history.replaceState({}, "", "/calendar");
  document.cookie = "calendar_layout=; path=/calendar; max-age=0";
});

it("writes the cookie and does not refresh when the server guessed right", () => {
  screenOf(false);
  render(<CalendarLayoutSync rendered="wide" />);
  expect(layoutCookie()).toBe("calendar_layout=wide");
  expect(router.refresh).not.toHaveBeenCalled();
});

it("refreshes once when the server guessed wrong, and never again for the same layout", () => {
  screenOf(true);
  const { rerender } = render(<CalendarLayoutSync rendered="wide" />);
  expect(layoutCookie()).toBe("calendar_layout=narrow");
  expect(router.refresh).toHaveBeenCalledTimes(1);
  // The server still renders "wide" (say, a proxy dropped the cookie): no loop.
  rerender(<CalendarLayoutSync rendered="wide" />);
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it("refreshes once per real change of the window, not on every event", () => {
  const screen = screenOf(false);
  const { rerender } = render(<CalendarLayoutSync rendered="wide" />);
  screen.resize(true);
  expect(router.refresh).toHaveBeenCalledTimes(1);
  screen.resize(true); // the same layout again
  expect(router.refresh).toHaveBeenCalledTimes(1);
  rerender(<CalendarLayoutSync rendered="narrow" />); // the server answered the refresh
  screen.resize(true);
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it("does not refresh when the browser refuses the cookie", () => {
  const jar = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  Object.defineProperty(document, "cookie", { configurable: true, get: () => "", set: () => undefined });
  try {
    screenOf(true);
    render(<CalendarLayoutSync rendered="wide" />);
    expect(router.refresh).not.toHaveBeenCalled();
  } finally {
    delete (document as { cookie?: string }).cookie;
    expect(Object.getOwnPropertyDescriptor(Document.prototype, "cookie")).toEqual(jar);
  }
});
