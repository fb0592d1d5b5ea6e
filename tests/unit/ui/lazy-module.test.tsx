// A lazily loaded module (components/ui/lazy-module.ts) whose download fails is not lost for good: the
// dialog that asked for it says so (components/ui/lazy-fallback.tsx), and the download is tried again on
// the next open, on "Try again", and when the browser is back online; once it arrives the dialog shows.
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { lazyModule, type LazyModule } from "@/components/ui/lazy-module";
import { LazyFallback } from "@/components/ui/lazy-fallback";
import { renderUi } from "@/tests/support/render-ui";

type Parts = { Panel: () => React.ReactElement };
const parts: Parts = { Panel: () => <div data-testid="loaded-panel">the dialog</div> };

/** An importer that fails while `offline` is set, else resolves with the parts; counts its calls. */
function flakyImporter() {
  const state = { offline: true, calls: 0 };
  const importer = () => {
    state.calls += 1;
    return state.offline ? Promise.reject(new Error("ChunkLoadError")) : Promise.resolve(parts);
  };
  return { state, importer };
}

function Dialog({ lazy }: { lazy: LazyModule<Parts> }) {
  const [open, setOpen] = useState(false);
  const { module, failed } = lazy.useLazy(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && module && <module.Panel />}
      {open && !module && (
        <LazyFallback
          failed={failed}
          onRetry={() => void lazy.load().catch(() => undefined)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

describe("a lazily loaded module whose download fails", () => {
  it("shows that it failed, then loads on the next open", async () => {
    const { state, importer } = flakyImporter();
    renderUi(<Dialog lazy={lazyModule(importer)} />);
    fireEvent.click(screen.getByText("open"));
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("This window could not be loaded");
    expect(screen.queryByTestId("loaded-panel")).toBeNull();
    // Close focuses first (the way out for a keyboard user) and closes the notice.
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
    const before = state.calls;
    state.offline = false;
    fireEvent.click(screen.getByText("open"));
    await flush();
    expect(state.calls).toBe(before + 1);
    expect(screen.getByTestId("loaded-panel")).toBeInTheDocument();
    expect(screen.queryByTestId("lazy-fallback")).toBeNull();
  });

  it("tries again when the browser is back online, and on Try again", async () => {
    const { state, importer } = flakyImporter();
    renderUi(<Dialog lazy={lazyModule(importer)} />);
    fireEvent.click(screen.getByText("open"));
    await flush();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    // Still offline: Try again downloads again and fails again, still saying so.
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await flush();
    expect(state.calls).toBe(2);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    state.offline = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await flush();
    expect(state.calls).toBe(3);
    expect(screen.getByTestId("loaded-panel")).toBeInTheDocument();
  });

  it("does not download again once loaded, and says Loading only when it takes a while", async () => {
    jest.useFakeTimers();
    try {
      let arrive: (p: Parts) => void = () => undefined;
      let calls = 0;
      const lazy = lazyModule<Parts>(() => {
        calls += 1;
        return new Promise((resolve) => (arrive = resolve));
      });
      renderUi(<Dialog lazy={lazy} />);
      fireEvent.click(screen.getByText("open"));
      expect(screen.queryByTestId("lazy-fallback")).toBeNull(); // no flash for a quick download
      act(() => void jest.advanceTimersByTime(400));
      expect(screen.getByRole("status")).toHaveTextContent("Loading…");
      await act(async () => arrive(parts));
      expect(screen.getByTestId("loaded-panel")).toBeInTheDocument();
      expect(calls).toBe(1);
      await act(async () => window.dispatchEvent(new Event("online")));
      expect(calls).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("closes on Escape while it says Loading (the box takes the focus, it holds nothing else focusable)", async () => {
    jest.useFakeTimers();
    try {
      const lazy = lazyModule<Parts>(() => new Promise(() => undefined));
      renderUi(<Dialog lazy={lazy} />);
      fireEvent.click(screen.getByText("open"));
      act(() => void jest.advanceTimersByTime(400));
      const box = screen.getByRole("status");
      expect(box).toHaveFocus();
      // The key goes where the focus is, as in a browser.
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
      expect(screen.queryByTestId("lazy-fallback")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
