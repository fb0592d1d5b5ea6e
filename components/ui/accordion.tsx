"use client";
// An accordion that keeps one item open at a time (spec section 4). Headers are buttons with
// aria-expanded / aria-controls; opening one closes the other; the open one closes on a second press.
import { useId, useState, type ReactNode } from "react";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type Props = { items: readonly AccordionItem[]; defaultOpenId?: string | null; className?: string };

export function Accordion({ items, defaultOpenId = null, className = "" }: Props) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  return (
    <div className={`divide-y divide-slate-200 rounded-md border border-slate-200 ${className}`}>
      {items.map((item) => {
        const open = item.id === openId;
        const panelId = `${baseId}-${item.id}-panel`;
        const headerId = `${baseId}-${item.id}-header`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between px-4 py-3 text-left text-sm font-medium hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.title}
                <span aria-hidden="true" className={`transition-transform ${open ? "rotate-180" : ""}`}>
                  ▾
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!open}
              className="px-4 pb-4 text-sm text-slate-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
