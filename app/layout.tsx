import type { Metadata, Viewport } from "next";
import { getLocale } from "next-intl/server";
import { ToastProvider } from "@/components/ui/toast";
import { ClientMessages } from "@/lib/i18n/client-messages";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "HR Platform", template: "%s · HR Platform" },
  description: "People, leave, documents and payroll for companies in Belgium and the Netherlands",
  icons: { icon: "/icons/icon.svg", apple: "/icons/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: "HR Platform", statusBarStyle: "default" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1d5fd1" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {/* Only the toasts' texts: each group layout and page below hands its client components their own. */}
        <ClientMessages scope="root">
          <ToastProvider>{children}</ToastProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
