// Service worker: makes the app installable and says so clearly when the network is gone.
// - Page navigations go to the network; when that fails, an offline page (in the browser's language)
//   is shown instead of the browser's error.
// - Next's hashed static files and the icons are served from a cache once fetched (they never change
//   under the same URL).
// - Nothing else is cached, and never /api: API answers are per user and must always be fresh.
// - Web push: shows the notification and opens its page on click.
const STATIC_CACHE = "static-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== STATIC_CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return; // never cached, never answered here

  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(
      caches.open(STATIC_CACHE).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
  }
});

// Web push (lib/notifications/web-push.ts sends {body, url}): show the text; a click focuses an open
// tab of the app on that page, or opens one. Only same-origin paths are followed.
self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof payload.title === "string" && payload.title ? payload.title : "HR Platform";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === "string" ? payload.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: typeof payload.url === "string" ? payload.url : "/notifications" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || "/notifications",
    self.location.origin,
  );
  const url =
    target.origin === self.location.origin ? target.href : new URL("/notifications", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && "focus" in client) {
          await client.focus();
          if ("navigate" in client) return client.navigate(url);
          return;
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});

const OFFLINE_TEXT = {
  en: {
    lang: "en",
    title: "You are offline",
    body: "There is no internet connection. Check your connection, then try again.",
    retry: "Try again",
  },
  nl: {
    lang: "nl",
    title: "Je bent offline",
    body: "Er is geen internetverbinding. Controleer je verbinding en probeer opnieuw.",
    retry: "Opnieuw proberen",
  },
  fr: {
    lang: "fr",
    title: "Vous êtes hors ligne",
    body: "Il n'y a pas de connexion internet. Vérifiez votre connexion, puis réessayez.",
    retry: "Réessayer",
  },
};

function offlinePage() {
  const code = (self.navigator.language || "en").slice(0, 2).toLowerCase();
  const t = OFFLINE_TEXT[code] || OFFLINE_TEXT.en;
  const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#1d5fd1"><title>${t.title}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;text-align:center;padding:1rem;box-sizing:border-box}
main{max-width:28rem}h1{color:#0f2d63;font-size:1.75rem}button{min-height:2.5rem;padding:.5rem 1rem;border:0;border-radius:.375rem;background:#1d5fd1;color:#fff;font-size:1rem;cursor:pointer}button:focus-visible{outline:2px solid #0f2d63;outline-offset:2px}</style></head>
<body><main><h1 data-testid="offline-title">${t.title}</h1><p>${t.body}</p><button type="button" onclick="location.reload()">${t.retry}</button></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
