"use client";
// Toasts in the centre of the screen (spec sections 2 and 8), moved up or down where they would cover a
// control: never over the element that triggered them, an open dialog's title, the header, a progress
// bar, pagination or the Support button (issue 16; the rule is in ./toast-placement.ts). An error toast is red with the title
// "Error" and the failed response's message; it stays for the X-Toast-Timeout the server sent, else
// 6000 ms; 0 means it stays until closed. Mounted once in the root layout, so the sign-in shell and the
// app shell share it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api-fetch";
import { TOAST_DEFAULT_MS } from "@/lib/ui/constants";
import { CONTROL_SELECTOR, PROTECTED_SELECTOR, pickToastTop, type Box } from "./toast-placement";

export type ToastVariant = "success" | "error" | "info";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number | null };
type Toast = ToastInput & { id: number; variant: ToastVariant; durationMs: number };

type ToastApi = {
  show: (toast: ToastInput) => void;
  /** The red "Error" toast for a failed call: its message, and the server's display time. */
  showError: (error: unknown) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The display time: the given one when it is a non-negative number, else the default. */
export function toastDuration(durationMs: number | null | undefined): number {
  return typeof durationMs === "number" && Number.isFinite(durationMs) && durationMs >= 0
    ? durationMs
    : TOAST_DEFAULT_MS;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const tErrors = useTranslations("errors");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // The elements that had focus when a toast was shown: its trigger, which it must not cover.
  const triggers = useRef(new Map<number, Element>());

  const dismiss = useCallback((id: number) => {
    triggers.current.delete(id);
    setToasts((list) => list.filter((x) => x.id !== id));
  }, []);
  const show = useCallback((input: ToastInput) => {
    const toast: Toast = {
      ...input,
      id: nextId.current++,
      variant: input.variant ?? "info",
      durationMs: toastDuration(input.durationMs),
    };
    const active = typeof document === "undefined" ? null : document.activeElement;
    if (active && active !== document.body) triggers.current.set(toast.id, active);
    setToasts((list) => [...list, toast]);
  }, []);
  const showError = useCallback(
    (error: unknown) =>
      show({
        title: t("error"),
        // The server says its refusals in the user's language; the browser's own failures ("Failed to
        // fetch", a TypeError) are English, so those get the generic text in the user's language.
        description: error instanceof TypeError || !(error instanceof Error) ? tErrors("generic") : error.message,
        variant: "error",
        durationMs: error instanceof ApiError ? error.toastTimeoutMs : null,
      }),
    [show, t, tErrors],
  );
  const api = useMemo(() => ({ show, showError, dismiss }), [show, showError, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack count={toasts.length} triggers={triggers}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} closeLabel={t("close")} />
        ))}
      </ToastStack>
    </ToastContext.Provider>
  );
}

const boxOf = (el: Element): Box | null => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { left: r.left, top: r.top, width: r.width, height: r.height } : null;
};

/** The live region holding the toasts, placed by pickToastTop and re-placed while toasts are shown (the page
 * may scroll, resize or open a dialog meanwhile). */
function ToastStack({
  count,
  triggers,
  children,
}: {
  count: number;
  triggers: React.RefObject<Map<number, Element>>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);

  const place = useCallback(() => {
    const stack = ref.current;
    if (!stack || count === 0) return;
    const inStack = (el: Element) => stack.contains(el);
    const boxes = (selector: string) =>
      Array.from(document.querySelectorAll(selector))
        .filter((el) => !inStack(el))
        .map(boxOf)
        .filter((b): b is Box => b !== null);
    const triggerBoxes = Array.from(triggers.current.values())
      .map(boxOf)
      .filter((b): b is Box => b !== null);
    const first = stack.firstElementChild;
    const width = first ? first.getBoundingClientRect().width : Math.min(384, window.innerWidth - 32);
    const next = pickToastTop({
      viewport: { width: window.innerWidth, height: window.innerHeight },
      stack: { width, height: stack.getBoundingClientRect().height },
      protectedBoxes: [...boxes(PROTECTED_SELECTOR), ...triggerBoxes],
      controlBoxes: boxes(CONTROL_SELECTOR),
    });
    setTop((current) => (current === next ? current : next));
  }, [count, triggers]);

  useLayoutEffect(() => {
    place();
  }, [place]);

  useEffect(() => {
    if (count === 0) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener("resize", schedule);
    window.addEventListener("scroll", schedule, true);
    // A dialog may open (or a progress bar appear) while a toast is up.
    const timer = setInterval(schedule, 400);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("scroll", schedule, true);
    };
  }, [count, place]);

  return (
    <div
      ref={ref}
      aria-live="polite"
      data-testid="toast-stack"
      style={{ top: top ?? "50%", transform: top === null ? "translateY(-50%)" : undefined }}
      className="pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {children}
    </div>
  );
}

function ToastItem({ toast, onClose, closeLabel }: { toast: Toast; onClose: () => void; closeLabel: string }) {
  useEffect(() => {
    if (toast.durationMs === 0) return;
    const timer = setTimeout(onClose, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.durationMs, onClose]);
  const colours =
    toast.variant === "error"
      ? "border-red-700 bg-red-50 text-red-900"
      : toast.variant === "success"
        ? "border-green-700 bg-green-50 text-green-900"
        : "border-slate-300 bg-white text-slate-900";
  return (
    <div
      role={toast.variant === "error" ? "alert" : "status"}
      data-testid={`toast-${toast.variant}`}
      className={`pointer-events-auto w-full max-w-sm rounded-md border-l-4 p-3 shadow-lg ${colours}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="rounded px-1 text-lg leading-none focus-visible:outline focus-visible:outline-2"
        >
          ×
        </button>
      </div>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs <ToastProvider> (mounted in app/layout.tsx)");
  return api;
}
