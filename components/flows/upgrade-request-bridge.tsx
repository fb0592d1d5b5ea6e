"use client";
// Connects the shell's "Enable more" menu to the upgrade flow: a greyed-out module opens the flow when
// the flow is offered to this user; otherwise no handler is given and the shell shows the modules
// disabled (nothing to click that does nothing).
import type { ReactNode } from "react";
import { UpgradeRequestProvider } from "@/components/shell/upgrade-request";
import { useUpgradeFlow } from "./upgrade-flow";

export function UpgradeRequestBridge({ children }: { children: ReactNode }) {
  const { offered, open } = useUpgradeFlow();
  if (!offered) return <>{children}</>;
  return <UpgradeRequestProvider onUpgradeRequest={() => open()}>{children}</UpgradeRequestProvider>;
}
