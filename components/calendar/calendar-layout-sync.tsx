"use client";
// Keeps /calendar's default layout (lib/leave/calendar-layout.ts) in step with the screen: writes the
// layout the screen has into a cookie, so the next render picks it, and when the server guessed wrong
// (first visit, a resized window, a phone turned sideways) asks it once for the right one.
import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { CALENDAR_LAYOUT_COOKIE, NARROW_QUERY, type CalendarLayout } from "@/lib/leave/calendar-layout";

const YEAR_SECONDS = 365 * 24 * 3600;

export function CalendarLayoutSync({ rendered }: { rendered: CalendarLayout }) {
  const router = useRouter();
  // The layout last asked for: a browser that refuses the cookie must not refresh in a loop.
  const requested = useRef<CalendarLayout>(rendered);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const sync = () => {
      const actual: CalendarLayout = query.matches ? "narrow" : "wide";
      document.cookie = `${CALENDAR_LAYOUT_COOKIE}=${actual}; path=/calendar; max-age=${YEAR_SECONDS}; samesite=lax`;
      // Refused cookies (blocked, private mode): the server would guess the same again, so a refresh
      // would only reload the page with the same layout.
      const stored = document.cookie.split("; ").includes(`${CALENDAR_LAYOUT_COOKIE}=${actual}`);
      if (stored && actual !== rendered && actual !== requested.current) {
        requested.current = actual;
        router.refresh();
      }
    };
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, [rendered, router]);
  return null;
}
