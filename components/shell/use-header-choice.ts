"use client";
// The header-visible-items choice in localStorage (spec section 9: a semicolon-joined list of routes),
// shared by every tab: a save in one tab updates the header of the others through the storage event.
import { useCallback, useSyncExternalStore } from "react";
import { serializeHeaderChoice } from "@/lib/shell/header-items";
import { HEADER_VISIBLE_ITEMS_STORAGE_KEY } from "@/lib/ui/constants";

const LOCAL_EVENT = "header-visible-items-change";

function read(): string | null {
  try {
    return window.localStorage.getItem(HEADER_VISIBLE_ITEMS_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): the default applies
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === HEADER_VISIBLE_ITEMS_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

/** [stored value or null when nothing is stored, save] */
export function useHeaderChoice(): [string | null, (hrefs: string[]) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const save = useCallback((hrefs: string[]) => {
    try {
      window.localStorage.setItem(HEADER_VISIBLE_ITEMS_STORAGE_KEY, serializeHeaderChoice(hrefs));
    } catch {
      /* storage blocked: the choice lasts until the page reloads */
    }
    window.dispatchEvent(new Event(LOCAL_EVENT));
  }, []);
  return [stored, save];
}
