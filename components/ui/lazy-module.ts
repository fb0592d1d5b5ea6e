// Radix's dialog and menu code (with its focus trap, dismissable layer, popper and scroll lock, about
// 30 kB gzip) is loaded after the page, not with it (issue 18: first-load JavaScript): the app shell
// renders its menus' triggers and closed dialogs without it. Each module is fetched when the browser is
// idle after the first paint, or at once when a dialog opens or a menu is asked for before that, and
// fetched only once for every component that uses it.
// A failed download (offline, a dropped connection) is not final: it is tried again on the next open, on
// the next idle moment, and as soon as the browser says it is back online; meanwhile `useLazy` reports
// `failed` so the component can say so (components/ui/lazy-fallback.tsx) instead of showing nothing.
import { useEffect, useState } from "react";

export type LazyState<T> = {
  /** The module once loaded, else null. */
  module: T | null;
  /** The last download failed and no new one is under way. */
  failed: boolean;
};

export type LazyModule<T> = {
  /** Starts the download (once at a time); resolves with the module. */
  load: () => Promise<T>;
  /** The module once loaded, else null; `now` asks for it at once instead of when the browser is idle. */
  useModule: (now: boolean) => T | null;
  /** As useModule, with whether the last download failed. */
  useLazy: (now: boolean) => LazyState<T>;
};

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
};

const NOT_LOADED = { module: null, failed: false } as const;
const ignore = () => undefined;

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  let failed = false;
  // Every mounted user hears when the module arrives or a download fails, so no menu is left half-way
  // (its plain trigger) while another is already on Radix, and every waiting dialog can say it failed.
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const load = () => {
    if (pending) return pending;
    if (failed) {
      failed = false; // a new attempt: the users show "loading" again, not the old failure
      emit();
    }
    pending = importer().then(
      (m) => {
        loaded = m;
        emit();
        return m;
      },
      (error: unknown) => {
        pending = null; // a later request downloads again
        failed = true;
        emit();
        throw error;
      },
    );
    return pending;
  };

  // Back online after a failed download: fetch again for the components still waiting for it.
  if (typeof window !== "undefined") {
    window.addEventListener("online", () => {
      if (failed && !loaded && listeners.size > 0) load().catch(ignore);
    });
  }

  function useLazy(now: boolean): LazyState<T> {
    // Not loaded on the first render on the server and in the browser alike (hydration), the module after.
    const [state, setState] = useState<LazyState<T>>(NOT_LOADED);
    const ready = state.module !== null;
    useEffect(() => {
      if (ready) return;
      let live = true;
      const sync = () => {
        if (!live) return;
        setState((s) =>
          loaded ? { module: loaded, failed: false } : s.failed === failed ? s : { module: null, failed },
        );
      };
      listeners.add(sync);
      const stop = () => {
        live = false;
        listeners.delete(sync);
      };
      if (loaded) {
        sync();
        return stop;
      }
      sync(); // a failure from before this component mounted
      const take = () => void load().catch(ignore);
      // Asked for now (a dialog opening, also again after a failure): at once; else when the browser is idle.
      const cancel = now ? (take(), ignore) : whenIdle(take);
      return () => {
        stop();
        cancel();
      };
    }, [ready, now]);
    return state;
  }

  function useModule(now: boolean): T | null {
    return useLazy(now).module;
  }

  return { load, useLazy, useModule };
}

export const radixDialog = lazyModule(() => import("@radix-ui/react-dialog"));
export const radixMenu = lazyModule(() => import("@radix-ui/react-dropdown-menu"));
export type RadixDialog = typeof import("@radix-ui/react-dialog");
export type RadixMenu = typeof import("@radix-ui/react-dropdown-menu");
