// The public base URL of the app, used in links that leave the app (mails). Taken from APP_URL and never
// from the request's Host header: a forged Host would otherwise put an attacker's domain in a reset link.
export function appUrl(): string {
  const configured = process.env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT || 3000}`;
}

/** An absolute link to a path of the app. */
export function appLink(path: string): string {
  return `${appUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
