"use client";
// Marks the page as interactive once React has hydrated the shell (`<html data-hydrated>`). A click that
// lands on a server-rendered header button before hydration does nothing; browser tests wait for this mark
// instead of guessing, and it costs the page one attribute.
import { useEffect } from "react";

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    return () => {
      delete document.documentElement.dataset.hydrated;
    };
  }, []);
  return null;
}
