// The layout a client component shows (lib/ui/screen-layout.ts): the one the server rendered while
// hydrating, then the screen's own, kept in step with resizes and a phone turned sideways. Writes the
// screen's layout into a cookie so the next page renders it at once. Only for components that hold the
// data of both layouts: switching here asks the server for nothing.
import { useEffect, useState } from "react";
import { NARROW_QUERY, SCREEN_LAYOUT_COOKIE, type ScreenLayout } from "@/lib/ui/screen-layout";

const YEAR_SECONDS = 365 * 24 * 3600;

export function useScreenLayout(rendered: ScreenLayout): ScreenLayout {
  const [layout, setLayout] = useState(rendered);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const sync = () => {
      const actual: ScreenLayout = query.matches ? "narrow" : "wide";
      if (!document.cookie.split("; ").includes(`${SCREEN_LAYOUT_COOKIE}=${actual}`))
        document.cookie = `${SCREEN_LAYOUT_COOKIE}=${actual}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
      setLayout(actual);
    };
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, []);
  return layout;
}
