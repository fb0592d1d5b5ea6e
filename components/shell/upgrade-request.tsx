"use client";
// How the shell asks for the light-to-full upgrade flow: a light user choosing a greyed-out module in
// "Enable more" calls the handler given here with the module. The upgrade flow (the UI kit) provides it
// by wrapping the shell in <UpgradeRequestProvider onUpgradeRequest={...}> (app/(app)/layout.tsx).
// Without a provider the greyed-out modules are shown disabled: nothing to click that does nothing.
import { createContext, useContext, type ReactNode } from "react";
import type { UpsellModule } from "@/lib/shell/visible-nav";

export type UpgradeRequestHandler = (module: UpsellModule) => void;

const UpgradeRequestContext = createContext<UpgradeRequestHandler | null>(null);

export function UpgradeRequestProvider({
  onUpgradeRequest,
  children,
}: {
  onUpgradeRequest: UpgradeRequestHandler;
  children: ReactNode;
}) {
  return <UpgradeRequestContext.Provider value={onUpgradeRequest}>{children}</UpgradeRequestContext.Provider>;
}

export function useUpgradeRequest(): UpgradeRequestHandler | null {
  return useContext(UpgradeRequestContext);
}
