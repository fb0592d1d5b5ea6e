"use client";
// Mounted once at the top of the app shell's <main>: picks the celebratory trigger for the current page,
// if any (lib/celebratory/celebratory-features.ts). Its code (./celebratory-trigger.tsx) is downloaded
// only on the three pages that may show it, after the page (issue 18: first-load JavaScript). A promotion
// whose download failed shows nothing and is tried again on the next visit to such a page.
import { usePathname } from "next/navigation";
import { celebratoryFeatureForPath } from "@/lib/celebratory/celebratory-features";
import { lazyWithMessages } from "@/components/ui/lazy-messages";

// Its texts come with its code (no page sends them).
const trigger = lazyWithMessages(() => import("./celebratory-trigger"), ["flows.celebratory"]);

export function CelebratoryTriggerForPath() {
  const pathname = usePathname();
  const feature = celebratoryFeatureForPath(pathname ?? "");
  return feature ? <LoadedTrigger key={feature} feature={feature} /> : null;
}

function LoadedTrigger({ feature }: { feature: NonNullable<ReturnType<typeof celebratoryFeatureForPath>> }) {
  const loaded = trigger.useModule(true);
  return loaded ? (
    <loaded.Messages>
      <loaded.CelebratoryTrigger feature={feature} />
    </loaded.Messages>
  ) : null;
}
