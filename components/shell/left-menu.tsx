"use client";
// The left header menu (spec sections 2 and 9). Full edition: the modules the user chose to keep in view
// (default /people, /calendar, /documents; at most 7); light edition: every module. Of those, as many as
// fit the menu's measured width (a reserve of 100 px plus each item's measured width) are shown; the rest
// go into the three-dot menu, which in the full edition also lists every other module and the entry that
// opens the navigation settings modal. Measured in the browser and again on every resize.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { HoverDropdown, MenuItem, MenuSeparator, menuItemClass } from "@/components/ui/hover-dropdown";
import { splitForWidth, visibleHeaderItems } from "@/lib/shell/header-items";
import type { LinkItem, UpsellModule } from "@/lib/shell/visible-nav";
import { EnableMoreMenu } from "./enable-more-menu";
import { lazyWithMessages } from "@/components/ui/lazy-messages";
import { LazyFallback, retryLazy } from "@/components/ui/lazy-fallback";
import { DotsIcon } from "./icons";
import { useHeaderChoice } from "./use-header-choice";

type Props = { modules: readonly LinkItem[]; edition: "light" | "full"; upsell: readonly UpsellModule[] };

const itemClass = "flex min-h-10 items-center gap-1 whitespace-nowrap rounded px-3 text-sm font-medium";

// The "choose the header's modules" dialog comes after the page, like the dialogs' own code (issue 18).
const navSettings = lazyWithMessages(() => import("./header-nav-settings-modal"), ["shell.navSettings"]);
const retryNavSettings = retryLazy(navSettings);

export function LeftMenu({ modules, edition, upsell }: Props) {
  const t = useTranslations("shell");
  const nav = useTranslations("nav");
  const pathname = usePathname();
  const [stored, saveChoice] = useHeaderChoice();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { module: settingsModule, failed: settingsFailed } = navSettings.useLazy(settingsOpen);
  const light = edition === "light";

  const hrefs = useMemo(() => modules.map((m) => m.href), [modules]);
  const chosen = useMemo(() => (light ? hrefs : visibleHeaderItems(stored, hrefs)), [light, hrefs, stored]);
  const candidates = useMemo(() => chosen.map((href) => modules.find((m) => m.href === href)!), [chosen, modules]);
  const others = useMemo(() => modules.filter((m) => !chosen.includes(m.href)), [modules, chosen]);

  const { containerRef, measureRef, widths, available } = useMeasuredWidths(candidates.length);
  const { shown, overflow } = splitForWidth(candidates, widths, available);
  const overflowItems = [...overflow, ...others];

  const label = (item: LinkItem) => (
    <>
      {nav(item.key)}
      {item.beta && (
        <span className="rounded bg-amber-100 px-1 text-[10px] font-semibold uppercase text-amber-900">
          {nav("beta")}
        </span>
      )}
    </>
  );
  const active = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

  return (
    <nav
      aria-label={t("header.modules")}
      className="relative hidden min-w-0 flex-1 items-center gap-1 md:flex"
      data-testid="left-menu"
    >
      <div ref={containerRef} className="flex min-w-0 flex-1 items-center gap-1 overflow-hidden">
        <ul className="flex items-center gap-1">
          {shown.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active(item.href) ? "page" : undefined}
                data-testid="left-menu-item"
                className={`${itemClass} ${active(item.href) ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {label(item)}
              </Link>
            </li>
          ))}
        </ul>
        {(overflowItems.length > 0 || !light) && (
          <HoverDropdown
            label={t("header.more")}
            testId="left-menu-overflow"
            trigger={
              <button
                type="button"
                aria-label={t("header.more")}
                data-testid="left-menu-more"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
              >
                <DotsIcon />
              </button>
            }
          >
            {overflowItems.map((item) => (
              <MenuItem key={item.href} asChild className={menuItemClass}>
                <Link href={item.href} data-testid="overflow-item">
                  {label(item)}
                </Link>
              </MenuItem>
            ))}
            {!light && (
              <>
                {overflowItems.length > 0 && <MenuSeparator className="my-1 h-px bg-slate-200" />}
                <MenuItem
                  className={menuItemClass}
                  onSelect={() => setSettingsOpen(true)}
                  data-testid="open-header-nav-settings"
                >
                  {t("header.customise")}
                </MenuItem>
              </>
            )}
          </HoverDropdown>
        )}
      </div>
      <EnableMoreMenu modules={upsell} />
      {/* Invisible copies of the candidates, measured for the fitting rule. */}
      <div
        ref={measureRef}
        aria-hidden
        className="pointer-events-none invisible absolute left-0 top-0 flex h-0 gap-1 overflow-hidden"
      >
        {candidates.map((item) => (
          <span key={item.href} data-measure className={itemClass}>
            {label(item)}
          </span>
        ))}
      </div>
      {!light && !settingsModule && settingsOpen && (
        <LazyFallback failed={settingsFailed} onRetry={retryNavSettings} onClose={() => setSettingsOpen(false)} />
      )}
      {!light && settingsModule && (
        <settingsModule.Messages>
          <settingsModule.HeaderNavSettingsModal
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            choices={modules}
            selected={chosen}
            onSave={saveChoice}
          />
        </settingsModule.Messages>
      )}
    </nav>
  );
}

const GAP_PX = 4; // gap-1 between items

/** The candidates' widths (each with its gap) and the width the menu has; re-measured on resize. */
function useMeasuredWidths(count: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ widths: number[]; available: number }>({
    widths: [],
    available: Number.POSITIVE_INFINITY,
  });

  const measure = useCallback(() => {
    const container = containerRef.current;
    const measurer = measureRef.current;
    if (!container || !measurer) return;
    const widths = Array.from(measurer.querySelectorAll<HTMLElement>("[data-measure]")).map(
      (el) => el.getBoundingClientRect().width + GAP_PX,
    );
    const width = container.getBoundingClientRect().width;
    // A hidden menu (phones: the sidebar holds the modules) has no width: nothing to fit.
    const available = width > 0 ? width : Number.POSITIVE_INFINITY;
    setState((prev) =>
      prev.available === available &&
      prev.widths.length === widths.length &&
      prev.widths.every((w, i) => w === widths[i])
        ? prev
        : { widths, available },
    );
  }, []);

  useLayoutEffect(() => {
    measure();
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => window.removeEventListener("resize", measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [measure, count]);

  return { containerRef, measureRef, ...state };
}
