// Where a contract stands today, as a small coloured badge (text, not colour alone, carries the meaning).
import type { ContractState } from "@/lib/contracts/contract-json";

const STYLE: Record<ContractState, string> = {
  upcoming: "bg-sky-100 text-sky-900",
  current: "bg-green-100 text-green-900",
  ending: "bg-amber-100 text-amber-900",
  ended: "bg-slate-200 text-slate-800",
};

export function ContractStateBadge({ state, label }: { state: ContractState; label: string }) {
  return (
    <span
      data-testid="contract-state"
      className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs ${STYLE[state]}`}
    >
      {label}
    </span>
  );
}
