// The plain signed-in header: company logo/name, the main links the user may open, the user's name and
// sign out. The full shell (switcher, menus, bell) replaces this in the shell issue.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { canAccessArea } from "@/lib/access/areas";
import type { RequestContext } from "@/lib/api/context";
import { signOutAction } from "@/lib/auth/sign-in-action";

export async function AppHeader({ ctx }: { ctx: RequestContext }) {
  const t = await getTranslations();
  const links = [
    { href: "/", label: t("nav.dashboard"), show: canAccessArea(ctx.subject, "dashboard") },
    { href: "/settings/teams/add", label: t("nav.teams"), show: canAccessArea(ctx.subject, "teams") },
  ].filter((l) => l.show);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 font-semibold text-brand-900">
          <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-md bg-brand-600 text-sm text-white">
            {ctx.group.name.slice(0, 1).toUpperCase()}
          </span>
          <span>{ctx.group.name}</span>
        </Link>
        <nav aria-label={t("common.mainNavigation")} className="flex gap-4 text-sm">
          {links.map((l) => (
            <Link key={l.href} href={l.href} className="rounded px-1 py-1 text-slate-700 hover:text-brand-700">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          {ctx.subject.switches.read_only && (
            <span data-testid="read-only-badge" className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t("common.readOnlyBadge")}</span>
          )}
          <span className="text-slate-700" data-testid="current-user">{ctx.user.name || ctx.user.email}</span>
          <form action={signOutAction}>
            <button type="submit" data-testid="sign-out" className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-800 hover:bg-slate-100">
              {t("common.signOut")}
            </button>
          </form>
        </div>
      </div>
      {ctx.impersonatorUserId && (
        <p role="status" className="bg-sky-100 px-4 py-2 text-center text-sm text-sky-900">
          {t("common.impersonating", { name: ctx.user.name, group: ctx.group.name })}
        </p>
      )}
    </header>
  );
}
