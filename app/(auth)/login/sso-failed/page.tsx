// /login/sso-failed?reason=… – why single sign-on ended without a session, and what to do next.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SSO_FAILURE_REASONS, type SsoFailureReason } from "@/lib/federation/sso-failure";

export async function generateMetadata() {
  return { title: (await getTranslations("federation.failed"))("title") };
}

export default async function SsoFailedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { reason: raw } = await searchParams;
  const reason: SsoFailureReason = (SSO_FAILURE_REASONS as readonly string[]).includes(raw ?? "")
    ? (raw as SsoFailureReason)
    : "provider";
  const t = await getTranslations("federation.failed");
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{t("title")}</h1>
        <p role="alert" data-testid="sso-failed-reason" data-reason={reason} className="mt-3 text-sm text-slate-700">
          {t(`reasons.${reason}`)}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          {reason === "no_account" && (
            <Link
              href={`/login?callbackUrl=${encodeURIComponent("/linked-identities")}`}
              className="inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t("linkWithPassword")}
            </Link>
          )}
          <Link
            href="/login"
            className="inline-flex min-h-10 items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t("backToLogin")}
          </Link>
        </div>
      </div>
    </main>
  );
}
