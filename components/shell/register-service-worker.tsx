"use client";
// Registers the service worker (public/sw.js: an offline page for navigations, never /api) so the app is
// installable. Not in development, where a worker would serve stale bundles.
import { useEffect } from "react";

export function RegisterServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      /* not installable in this browser; the app works the same */
    });
  }, []);
  return null;
}
