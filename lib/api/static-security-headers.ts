// Security headers that do not depend on the request, for next.config.ts (every response, API included)
// and proxy.ts (HSTS on the answers it makes itself).

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
