// Which of a page's two layouts (a table or grid on wide screens, a card list on phones) the server renders
// (issue 18: page weight). Rendering both and hiding one with CSS sent every page both trees, in the HTML
// and again in the RSC payload; the server renders one instead: the layout the browser reported in a cookie
// (components/ui/use-screen-layout.ts writes it from the real screen width and switches a wrong guess
// after hydration), else a guess from the request's headers. /calendar keeps a cookie of its own
// (lib/leave/calendar-layout.ts), since its switch asks the server for the other layout's data.
export type ScreenLayout = "wide" | "narrow";

/** The cookie the browser reports its layout in, on every path. */
export const SCREEN_LAYOUT_COOKIE = "screen_layout";

/** Below Tailwind's `sm`: the width under which pages show their phone layout. */
export const NARROW_QUERY = "(max-width: 639px)";

/**
 * The reported layout, else "narrow" for a phone's browser (the `Sec-CH-UA-Mobile: ?1` client hint, or
 * "Mobi" in the user agent, which every phone browser sends and tablets do not), else "wide".
 */
export function pickScreenLayout(
  cookie: string | undefined,
  userAgent: string | null,
  mobileHint: string | null,
): ScreenLayout {
  if (cookie === "wide" || cookie === "narrow") return cookie;
  if (mobileHint === "?1") return "narrow";
  return userAgent && /Mobi/.test(userAgent) ? "narrow" : "wide";
}
