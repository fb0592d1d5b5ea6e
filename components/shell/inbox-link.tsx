// The inbox item with its pending count (spec section 2): urgent (red) above 5 pending items.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isInboxUrgent } from "@/lib/shell/badges";
import { InboxIcon } from "./icons";

export async function InboxLink({ href, pending }: { href: string; pending: number }) {
  const t = await getTranslations("shell.inbox");
  return (
    <InboxLinkView
      href={href}
      pending={pending}
      label={pending > 0 ? t("labelWithCount", { count: pending }) : t("label")}
    />
  );
}

export function InboxLinkView({ href, pending, label }: { href: string; pending: number; label: string }) {
  const urgent = isInboxUrgent(pending);
  return (
    <Link
      href={href}
      aria-label={label}
      data-testid="inbox-link"
      className="relative flex h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
    >
      <InboxIcon />
      {pending > 0 && (
        <span
          data-testid="inbox-badge"
          data-urgent={urgent ? "true" : "false"}
          className={`absolute -right-0.5 top-0.5 min-w-5 rounded-full px-1 text-center text-[11px] font-semibold leading-5 ${urgent ? "bg-red-700 text-white" : "bg-slate-200 text-slate-900"}`}
        >
          {pending}
        </span>
      )}
    </Link>
  );
}
