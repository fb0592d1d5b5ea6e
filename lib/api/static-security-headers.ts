// Security headers that do not depend on the request, for next.config.ts: Next applies them to every
// response, API routes and the answers proxy.ts makes itself (redirects, the 404 rewrite, 400/403/405) included.

/** Strict-Transport-Security for requests that came over https (a browser ignores it over http anyway). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Browser features the app never uses stay off, also for anything embedded in it. */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");
