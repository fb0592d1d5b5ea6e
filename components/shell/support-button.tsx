"use client";
// The support button (spec section 2): for a reseller of one integration, a link to the help centre;
// otherwise a launcher that opens a support panel with the help centre and an e-mail to support (this
// product runs no third-party chat service; the panel is where one would be mounted).
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import { menuItemClass } from "@/components/ui/hover-dropdown";
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
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button type="button" className={buttonClass} data-testid="support-button" aria-label={t("support.button")}>
          <ChatIcon />
          <span className="hidden sm:inline">{t("support.button")}</span>
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          side="top"
          align="end"
          sideOffset={8}
          aria-label={t("support.title")}
          data-testid="support-panel"
          className="z-50 w-72 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <Menu.Label className="px-3 py-2 font-semibold">{t("support.title")}</Menu.Label>
          <Menu.Item asChild className={menuItemClass}>
            <a href={helpUrl} target="_blank" rel="noopener noreferrer">
              <HelpIcon />
              {t("support.helpCentre")}
              <ExternalIcon />
              <span className="sr-only">{t("user.newTab")}</span>
            </a>
          </Menu.Item>
          <Menu.Item asChild className={menuItemClass}>
            <a href={`mailto:${email}`}>
              <ChatIcon />
              <span>
                {t("support.email")}
                <span className="block text-xs text-slate-600">{t("support.emailHint")}</span>
              </span>
            </a>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
