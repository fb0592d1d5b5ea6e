import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/api/page-context";
import { LoginForm } from "@/components/auth/login-form";

export async function generateMetadata() {
  return { title: (await getTranslations("auth"))("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await getPageContext()) redirect("/");
  const { callbackUrl } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{t("title")}</h1>
        <p className="mb-6 mt-1 text-sm text-slate-600">{t("subtitle")}</p>
        <LoginForm callbackUrl={callbackUrl} />
      </div>
    </main>
  );
}
