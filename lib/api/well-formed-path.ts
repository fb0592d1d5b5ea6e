// A path whose percent-encoding does not decode (`/people/%FF`, `/api/employees/%E0%A4/detail`) made Next
// answer a plain 500 before any handler ran (issue 17): proxy.ts answers 400 instead. Pure: the proxy
// bundle imports it.

/** False when a `%` escape is incomplete or the escapes do not form UTF-8. */
export function isWellFormedPath(rawPathname: string): boolean {
  if (!rawPathname.includes("%")) return true;
  try {
    decodeURIComponent(rawPathname);
    return true;
  } catch {
    return false;
  }
}
