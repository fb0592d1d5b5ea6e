"use client";
// The header navigation settings modal (spec sections 2, 5 and 9): choose the modules that stay in the
// header, at most 7, with a warning at the limit. The caller stores the choice.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { isAtHeaderLimit, trimHeaderChoice } from "@/lib/shell/header-items";
import type { LinkItem } from "@/lib/shell/visible-nav";
import { HEADER_ITEMS_MAX } from "@/lib/ui/constants";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choices: readonly LinkItem[];
  /** The current choice (hrefs), already trimmed. */
  selected: readonly string[];
  onSave: (hrefs: string[]) => void;
  max?: number;
};

export function HeaderNavSettingsModal({
  open,
  onOpenChange,
  choices,
  selected,
  onSave,
  max = HEADER_ITEMS_MAX,
}: Props) {
  const t = useTranslations("shell.navSettings");
  const nav = useTranslations("nav");
  const common = useTranslations("common");
  const [draft, setDraft] = useState<string[]>([...selected]);
  useEffect(() => {
    if (open) setDraft([...selected]);
  }, [open, selected]);
  const atLimit = isAtHeaderLimit(draft, max);

  function toggle(href: string, on: boolean) {
    setDraft((current) =>
      on ? (isAtHeaderLimit(current, max) ? current : [...current, href]) : current.filter((h) => h !== href),
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description", { max })}
      testId="header-nav-settings"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {common("cancel")}
          </Button>
          <Button
            data-testid="header-nav-save"
            onClick={() => {
              // In the list's order, trimmed to the maximum and to what exists.
              const ordered = choices.map((c) => c.href).filter((h) => draft.includes(h));
              onSave(
                trimHeaderChoice(
                  ordered,
                  choices.map((c) => c.href),
                  max,
                ),
              );
              onOpenChange(false);
            }}
          >
            {t("save")}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p className="text-sm text-slate-700">{t("none")}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t("title")}</legend>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("chosen", { count: draft.length, max })}
          </p>
          <ul className="space-y-1">
            {choices.map((item) => {
              const checked = draft.includes(item.href);
              return (
                <li key={item.href}>
                  <label className="flex min-h-10 items-center gap-3 rounded px-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={checked}
                      disabled={!checked && atLimit}
                      onChange={(e) => toggle(item.href, e.target.checked)}
                    />
                    <span>{nav(item.key)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {atLimit && (
            <p
              role="alert"
              data-testid="header-nav-limit"
              className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {t("limit", { max })}
            </p>
          )}
        </fieldset>
      )}
    </Modal>
  );
}
