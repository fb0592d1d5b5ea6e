// Which of its two default layouts /calendar renders when the URL names no view (issue 18): the month grid
// on wide screens, the list on phones. Rendering both and hiding one with CSS cost every load the whole
// second tree (a 60-person month is ~2,000 grid cells, in the HTML and again in the RSC payload), so the
// server renders one: the layout the browser reported in a cookie (components/calendar/calendar-layout-sync.tsx
// writes it from the real screen width and corrects a wrong guess), else a guess from the request's headers.
export const CALENDAR_LAYOUT_COOKIE = "calendar_layout";

export type { ScreenLayout as CalendarLayout } from "@/lib/ui/screen-layout";

/** Below Tailwind's `sm`: the width under which the calendar starts as a list. */
export { NARROW_QUERY } from "@/lib/ui/screen-layout";

/**
 * The reported layout, else "narrow" for a phone's browser (the `Sec-CH-UA-Mobile: ?1` client hint, or
 * "Mobi" in the user agent, which every phone browser sends and tablets do not), else "wide"
 * (lib/ui/screen-layout.ts, which every page with two layouts shares).
 */
export { pickScreenLayout as pickCalendarLayout } from "@/lib/ui/screen-layout";
