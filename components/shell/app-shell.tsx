// The signed-in page frame every app page shares: skip link, header, the page in <main>, the support
// button and the service-worker registration. The header's variant hides most of it for flows such as
// the account migration.
import { getTranslations } from "next-intl/server";
import { NotificationsProvider } from "@/components/notifications/notifications-provider";
import { CelebratoryTriggerForPath } from "@/components/flows/celebratory-trigger-for-path";
import type { ShellData } from "@/lib/shell/load-shell-data";
import { AppHeader, type ShellVariant } from "./app-header";
import { HydrationMark } from "./hydration-mark";
import { RegisterServiceWorker } from "./register-service-worker";
import { SupportButton } from "./support-button";

export async function AppShell({
  data,
  variant = "full",
  children,
}: {
  data: ShellData;
  variant?: ShellVariant;
  children: React.ReactNode;
}) {
  const t = await getTranslations("common");
  const frame = (
    <>
      <AppHeader data={data} variant={variant} />
      <main id="main" className="mx-auto max-w-5xl px-4 pb-24 pt-6">
        {/* "New for your team" sits in the page's flow, above its content, where it covers nothing. */}
        {variant === "full" && <CelebratoryTriggerForPath />}
        {children}
      </main>
    </>
  );
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      {variant === "full" ? (
        // Live notifications (bell, /notifications page, hints) share one realtime connection.
        <NotificationsProvider config={data.notifications}>{frame}</NotificationsProvider>
      ) : (
        frame
      )}
      {variant === "full" && <SupportButton mode={data.help.mode} helpUrl={data.help.url} email={data.help.email} />}
      <RegisterServiceWorker />
      <HydrationMark />
    </>
  );
}
