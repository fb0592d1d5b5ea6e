"use client";
// The temporary hint of spec section 4: a new notification's text for 3 seconds (the provider removes
// it), when push is off and no list is open. Polite: it never takes the focus.
import { useTranslations } from "next-intl";

export function NotificationHint({ text, onClose }: { text: string; onClose: () => void }) {
  const t = useTranslations("common");
  return (
    <div
      role="status"
      data-testid="notification-hint"
      className="fixed right-4 top-16 z-[55] flex max-w-[calc(100vw-2rem)] items-start gap-3 rounded-md border border-brand-100 bg-white p-3 text-sm text-slate-900 shadow-lg sm:max-w-sm"
    >
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("close")}
        className="rounded px-1 text-lg leading-none text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2"
      >
        ×
      </button>
    </div>
  );
}
