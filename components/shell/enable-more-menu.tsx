"use client";
// "Enable more" for light users (spec section 2): the full edition's modules, greyed out. Choosing one
// asks for the upgrade flow through `onUpgradeRequest`.
import { useTranslations } from "next-intl";
import { HoverDropdown, MenuItem, MenuLabel, menuItemClass } from "@/components/ui/hover-dropdown";
import type { UpsellModule } from "@/lib/shell/visible-nav";
import { LockIcon } from "./icons";
import { useUpgradeRequest, type UpgradeRequestHandler } from "./upgrade-request";

type Props = { modules: readonly UpsellModule[]; onUpgradeRequest?: UpgradeRequestHandler | null };

export function EnableMoreMenu({ modules, onUpgradeRequest }: Props) {
  const t = useTranslations("shell");
  const nav = useTranslations("nav");
  const fromContext = useUpgradeRequest();
  const handler = onUpgradeRequest ?? fromContext;
  if (modules.length === 0) return null;
  return (
    <HoverDropdown
      label={t("enableMore.title")}
      testId="enable-more-menu"
      trigger={
        <button
          type="button"
          data-testid="enable-more"
          className="flex min-h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {t("enableMore.button")}
        </button>
      }
    >
      <MenuLabel className="px-3 py-1.5 text-xs font-medium uppercase tracking-wide text-slate-600">
        {t("enableMore.title")}
      </MenuLabel>
      {modules.map((module) => (
        <MenuItem
          key={module}
          disabled={!handler}
          onSelect={() => handler?.(module)}
          data-testid={`upsell-${module}`}
          className={`${menuItemClass} text-slate-500`}
        >
          <LockIcon />
          <span className="flex-1">{nav(module)}</span>
          <span className="sr-only">{t("enableMore.hint")}</span>
        </MenuItem>
      ))}
    </HoverDropdown>
  );
}
