"use client";
// The support button (spec section 2): for a reseller of one integration, a link to the help centre;
// otherwise a launcher that opens a support panel with the help centre and an e-mail to support (this
// product runs no third-party chat service; the panel is where one would be mounted).
import { useTranslations } from "next-intl";
import { HoverDropdown, MenuItem, MenuLabel, menuItemClass } from "@/components/ui/hover-dropdown";
import { ChatIcon, ExternalIcon, HelpIcon } from "./icons";

type Props = { mode: "help_link" | "chat"; helpUrl: string; email: string };

const buttonClass =
  "fixed bottom-4 right-4 z-30 flex h-12 items-center gap-2 rounded-full bg-brand-900 px-4 text-sm font-medium text-white shadow-lg hover:bg-brand-700 print:hidden";

export function SupportButton({ mode, helpUrl, email }: Props) {
  const t = useTranslations("shell");
  if (mode === "help_link") {
    return (
      <a href={helpUrl} target="_blank" rel="noopener noreferrer" className={buttonClass} data-testid="support-button">
        <HelpIcon />
        <span className="hidden sm:inline">{t("support.helpCentre")}</span>
        <span className="sr-only">{t("user.newTab")}</span>
      </a>
    );
  }
  // A click launcher (no hover: it sits where the pointer passes on its way to the page's own buttons).
  return (
    <HoverDropdown
      hover={false}
      side="top"
      align="end"
      label={t("support.title")}
      testId="support-panel"
      contentClassName="w-72"
      trigger={
        <button type="button" className={buttonClass} data-testid="support-button" aria-label={t("support.button")}>
          <ChatIcon />
          <span className="hidden sm:inline">{t("support.button")}</span>
        </button>
      }
    >
      <MenuLabel className="px-3 py-2 font-semibold">{t("support.title")}</MenuLabel>
      <MenuItem asChild className={menuItemClass}>
        <a href={helpUrl} target="_blank" rel="noopener noreferrer">
          <HelpIcon />
          {t("support.helpCentre")}
          <ExternalIcon />
          <span className="sr-only">{t("user.newTab")}</span>
        </a>
      </MenuItem>
      <MenuItem asChild className={menuItemClass}>
        <a href={`mailto:${email}`}>
          <ChatIcon />
          <span>
            {t("support.email")}
            <span className="block text-xs text-slate-600">{t("support.emailHint")}</span>
          </span>
        </a>
      </MenuItem>
    </HoverDropdown>
  );
}
