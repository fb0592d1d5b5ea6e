"use client";
// What an opened dialog or menu shows while its code (./lazy-module.ts) is not there: after a short
// moment "Loading…", and when the download failed, that it failed, that it is tried again once the
// connection is back, a button to try at once and one to give up. Never an invisible dialog.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";
import { radixDialog, radixMenu, type LazyModule } from "./lazy-module";

const ignore = () => undefined;
/** "Try again" for a lazily loaded module whose code did not arrive. */
export const retryLazy = (lazy: LazyModule<unknown>) => () => void lazy.load().catch(ignore);
export const retryRadixDialog = retryLazy(radixDialog);
export const retryRadixMenu = retryLazy(radixMenu);

/** A download this quick shows nothing: no flash of "Loading…" before the dialog. */
export const LAZY_LOADING_DELAY_MS = 300;

type Props = {
  failed: boolean;
  /** Starts another download at once. */
  onRetry: () => void;
  /** Gives up: the caller closes its dialog or menu. */
  onClose: () => void;
};

export function LazyFallback({ failed, onRetry, onClose }: Props) {
  const t = useTranslations("common");
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setSlow(true), LAZY_LOADING_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  const visible = failed || slow;
  const box = useRef<HTMLDivElement>(null);
  // While loading the box holds nothing focusable: focus the box itself so Escape (the dialog's way out)
  // reaches its handler. Once it failed, "Close" takes the focus (autoFocus below).
  useEffect(() => {
    if (visible && !failed) box.current?.focus();
  }, [visible, failed]);
  if (!visible) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={failed ? "alert" : "status"}
      data-testid="lazy-fallback"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="fixed left-1/2 top-[60px] outline-none z-50 w-[calc(100vw-2rem)] max-w-[380px] -translate-x-1/2 rounded-lg bg-white p-5 text-sm shadow-xl ring-1 ring-slate-200"
    >
      {failed ? (
        <>
          <p className="font-semibold">{t("lazyFailedTitle")}</p>
          <p className="mt-2 text-slate-700">{t("lazyFailedBody")}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {/* A keyboard user lands on the way out, as they would in the dialog itself. */}
            <Button variant="secondary" autoFocus onClick={onClose}>
              {t("close")}
            </Button>
            <Button onClick={onRetry}>{t("lazyRetry")}</Button>
          </div>
        </>
      ) : (
        <p className="text-slate-700">{t("loading")}</p>
      )}
    </div>
  );
}
