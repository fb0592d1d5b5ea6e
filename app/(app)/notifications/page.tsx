// /notifications – the caller's full notification list, 10 per page, and this browser's push state.
// Opening it marks everything seen (in the browser, so a prefetch never does).
import { getLocale, getTranslations } from "next-intl/server";
import { NotificationsPageList } from "@/components/notifications/notifications-page-list";
import { PushPanel } from "@/components/notifications/push-panel";
import { requirePageContext } from "@/lib/api/page-context";
import { isLocale } from "@/lib/i18n/locales";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { NOTIFICATIONS_PER_PAGE } from "@/lib/notifications/notification-types";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("notifications"))("title") };
}

async function NotificationsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const ctx = await requirePageContext("/notifications");
  const [t, tBell, locale] = await Promise.all([
    getTranslations("notifications"),
    getTranslations("shell.bell"),
    getLocale(),
  ]);
  const page = Math.min(1_000_000, Math.max(1, Math.floor(Number((await searchParams).page)) || 1));
  const list = await listNotifications(
    ctx,
    { page, per_page: NOTIFICATIONS_PER_PAGE },
    isLocale(locale) ? locale : "en",
  );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <section
        aria-label={t("title")}
        className="rounded-lg bg-white p-2 shadow-sm sm:p-4"
        data-testid="notifications-list"
      >
        <NotificationsPageList
          notifications={list.notifications}
          total={list.total}
          page={page}
          emptyText={tBell("empty")}
        />
      </section>
      <PushPanel />
    </div>
  );
}

export default withClientMessages("notifications", NotificationsPage);
