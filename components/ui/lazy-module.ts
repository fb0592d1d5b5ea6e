// Radix's dialog and menu code (with its focus trap, dismissable layer, popper and scroll lock, about
// 30 kB gzip) is loaded after the page, not with it (issue 18: first-load JavaScript): the app shell
// renders its menus' triggers and closed dialogs without it. Each module is fetched when the browser is
// idle after the first paint, or at once when a dialog opens or a menu is asked for before that, and
// fetched only once for every component that uses it.
import { useEffect, useState } from "react";

export type LazyModule<T> = {
  /** Starts the download (once); resolves with the module. */
  load: () => Promise<T>;
  /** The module once loaded, else null; `now` asks for it at once instead of when the browser is idle. */
  useModule: (now: boolean) => T | null;
};

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  // Every mounted user gets the module as soon as any of them (or the idle timer) has loaded it, so no
  // menu is left half-way (its plain trigger) while another is already on Radix.
  const waiting = new Set<(m: T) => void>();
  const load = () =>
    (pending ??= importer().then(
      (m) => {
        loaded = m;
        waiting.forEach((notify) => notify(m));
        return m;
      },
      (error: unknown) => {
        pending = null; // a failed download (offline) is tried again on the next request
        throw error;
      },
    ));

  function useModule(now: boolean): T | null {
    // null on the first render on the server and in the browser alike (hydration), the module after.
    const [mod, setMod] = useState<T | null>(null);
    useEffect(() => {
      if (mod) return;
      let live = true;
      const notify = (m: T) => live && setMod(() => m);
      waiting.add(notify);
      const take = () =>
        load().then(
          (m) => live && setMod(() => m),
          () => undefined,
        );
      if (loaded) {
        setMod(() => loaded);
        return;
      }
      if (now) void take();
      const cancel = now ? () => undefined : whenIdle(() => void take());
      return () => {
        live = false;
        waiting.delete(notify);
        cancel();
      };
    }, [mod, now]);
    return mod;
  }

  return { load, useModule };
}

export const radixDialog = lazyModule(() => import("@radix-ui/react-dialog"));
export const radixMenu = lazyModule(() => import("@radix-ui/react-dropdown-menu"));
export type RadixDialog = typeof import("@radix-ui/react-dialog");
export type RadixMenu = typeof import("@radix-ui/react-dropdown-menu");
