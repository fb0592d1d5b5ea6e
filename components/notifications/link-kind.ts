// How a notification's link is followed: app pages by the client router; API links (an export's
// download) and other sites by the browser itself, since they are files or not ours.
export function linkKind(url: string): "page" | "browser" {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/api/") ? "page" : "browser";
}
