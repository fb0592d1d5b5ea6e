"use client";
// On a phone the employee page's tabs scroll sideways: without this, a tab opened from a link (such as the
// contract tab's "Open the Dimona tab") sits off-screen and nothing shows which section one is in.
import { useEffect, useRef } from "react";

export function CurrentTabIntoView({ tab }: { tab: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const nav = ref.current?.closest("nav");
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const left = current.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += left - (nav.clientWidth - current.offsetWidth) / 2;
  }, [tab]);
  return <span ref={ref} hidden />;
}
