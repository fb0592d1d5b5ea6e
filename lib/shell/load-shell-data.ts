// Everything the shell (header, menus, sidebar, switcher, popups) needs, built once per page from the
// request context in two queries: the user's migration state with their accounts (and the current
// account's reseller and migration date, joined), and the unread product-news count.
import { can } from "@/lib/access/permissions";
import { canReadOwnRecord } from "@/lib/people/own-record";
import { inboxPendingCount } from "@/lib/inbox/pending-count";
import { isReadOnly } from "@/lib/access/subject";
import { isTrialExpired } from "@/lib/accounts/list-accounts";
import { migrationStatus } from "@/lib/accounts/migration-status";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { accountAudienceTags } from "@/lib/product-news/account-audience";
import { countUnreadProductNews } from "@/lib/product-news/count-unread-product-news";
import { unseenCount } from "@/lib/notifications/list-notifications";
import { vapidPublicKey } from "@/lib/notifications/web-push";
import { userChannel } from "@/lib/realtime/publish";
import { realtimeClientConfig, realtimeConfig, type RealtimeClientConfig } from "@/lib/realtime/realtime-config";
import type { SwitcherAccount } from "./account-switcher-rules";
import { helpCentreUrl, supportEmail, supportMode } from "./help-links";
import { initials } from "./initials";
import { SHELL_ACTIONS } from "./nav-items";
import { userMenuEntries, type UserMenuEntry } from "./user-menu-entries";
import { linkIfAllowed, moduleLinks, upsellModules, type LinkItem, type UpsellModule } from "./visible-nav";

export type ShellData = {
  user: { name: string; email: string; image: string | null; initials: string };
  group: { name: string; subdomain: string; edition: "light" | "full" };
  readOnly: boolean;
  impersonating: boolean;
  /** Where the logo leads: the dashboard for users with dashboard access, else nowhere. */
  logoHref: string | null;
  /** Modules for the left menu and the sidebar (area gate passed, page exists). */
  modules: LinkItem[];
  dashboard: LinkItem | null;
  settings: LinkItem | null;
  notificationsPage: LinkItem | null;
  /** Light edition: the full edition's modules, greyed out in "Enable more". */
  upsell: UpsellModule[];
  accounts: SwitcherAccount[];
  inbox: { href: string; pending: number } | null;
  notifications: NotificationsShellData;
  productNews: { unread: number; filter: string };
  help: { url: string; mode: "help_link" | "chat"; email: string };
  userMenu: { entries: UserMenuEntry[]; links: Partial<Record<UserMenuEntry, string>> };
};

/** What the bell and the realtime provider (components/notifications) need in the browser. */
export type NotificationsShellData = {
  unseen: number;
  groupId: number;
  /** The caller's private realtime channel (lib/realtime/publish.ts). */
  channel: string;
  /** `embedded`: connect to the page's own host and port (the app serves the Pusher protocol itself). */
  realtime: RealtimeClientConfig & { embedded: boolean };
  vapidPublicKey: string | null;
  /** Push is off while impersonating (spec section 4): the admin must not subscribe as someone else. */
  pushAllowed: boolean;
};

export async function loadShellData(ctx: RequestContext, locale: Locale): Promise<ShellData> {
  const { subject } = ctx;
  const inbox = linkIfAllowed(subject, "inbox");
  const [me, news, unseen, inboxPending] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: ctx.user.id },
      relationLoadStrategy: "join",
      select: {
        loginMigrationStartedAt: true,
        loginMigratedAt: true,
        memberships: {
          where: { status: "enabled" },
          orderBy: { group: { name: "asc" } },
          select: {
            group: {
              select: {
                id: true,
                subdomain: true,
                name: true,
                trialEndsAt: true,
                loginMigrationRequiredFrom: true,
                reseller: { select: { helpCentreUrl: true, singleIntegration: true } },
              },
            },
          },
        },
      },
    }),
    countUnreadProductNews(ctx),
    unseenCount(ctx),
    // The same count as GET /api/inbox/pendingCount; in parallel with the rest, not after it.
    inbox ? inboxPendingCount(ctx).then((c) => c.total) : null,
  ]);

  const groups = me.memberships.map((m) => m.group);
  const current = groups.find((g) => g.id === ctx.group.id);
  const reseller = current?.reseller ?? null;
  const now = new Date();
  // An impersonation or a group-SSO session is bound to one group: the switcher shows only that one.
  const accounts: SwitcherAccount[] = (
    ctx.impersonatorUserId || ctx.boundGroupId !== null ? groups.filter((g) => g.id === ctx.group.id) : groups
  ).map((g) => ({
    subdomain: g.subdomain,
    name: g.name,
    trial_expired: isTrialExpired(g.trialEndsAt, now),
    current: g.id === ctx.group.id,
  }));

  const migration = migrationStatus(
    me,
    { loginMigrationRequiredFrom: current?.loginMigrationRequiredFrom ?? null },
    now,
  );
  const account = linkIfAllowed(subject, "account");
  const migrationPage = linkIfAllowed(subject, "account_migration");
  const developer = linkIfAllowed(subject, "developer");
  const selfServiceUrl = process.env.EMPLOYEE_SELF_SERVICE_URL?.trim() || null;
  const ownEmployeeId = ctx.membership.employeeId;
  const myProfile = ownEmployeeId !== null && canReadOwnRecord(ctx, ownEmployeeId) ? `/people/${ownEmployeeId}` : null;
  const entries = userMenuEntries({
    myProfile: myProfile !== null,
    accountLink: account !== null,
    migrationPage: migrationPage !== null,
    migration,
    selfServiceUrl,
    developerLink: developer !== null,
    demoReset: can(subject, "demo.reset") && SHELL_ACTIONS.clearDemoAccount.available,
  });

  const dashboard = linkIfAllowed(subject, "dashboard");
  return {
    user: {
      name: ctx.user.name,
      email: ctx.user.email,
      image: ctx.user.image,
      initials: initials(ctx.user.name || ctx.user.email),
    },
    group: { name: ctx.group.name, subdomain: ctx.group.subdomain, edition: ctx.group.groupAccess },
    readOnly: isReadOnly(subject),
    impersonating: ctx.impersonatorUserId !== null,
    logoHref: dashboard?.href ?? null,
    modules: moduleLinks(subject),
    dashboard,
    settings: linkIfAllowed(subject, "settings"),
    notificationsPage: linkIfAllowed(subject, "notifications"),
    upsell: upsellModules(subject),
    accounts,
    inbox: inbox ? { href: inbox.href, pending: inboxPending ?? 0 } : null,
    // The same count as GET /api/notifications/getUnseenCount; the browser keeps it live over realtime.
    notifications: {
      unseen,
      groupId: ctx.group.id,
      channel: userChannel(ctx.user.id),
      realtime: { ...realtimeClientConfig(), embedded: realtimeConfig().mode === "embedded" },
      vapidPublicKey: vapidPublicKey(),
      pushAllowed: ctx.impersonatorUserId === null,
    },
    productNews: {
      unread: news.count,
      filter: accountAudienceTags(ctx).join(";"),
    },
    help: { url: helpCentreUrl({ locale, reseller }), mode: supportMode(reseller), email: supportEmail() },
    userMenu: {
      entries,
      links: {
        ...(myProfile ? { my_profile: myProfile } : {}),
        ...(account ? { account: account.href } : {}),
        ...(migrationPage ? { account_migration: migrationPage.href } : {}),
        ...(selfServiceUrl ? { self_service: selfServiceUrl } : {}),
        ...(developer ? { developer: developer.href } : {}),
      },
    },
  };
}
