// An invitation link that is wrong, withdrawn, used or expired (page.tsx calls notFound()): the page still
// answers 404 and tells no one which of these it was, but says the invitation is no longer valid and
// offers the way in, instead of the generic 404 page.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";

export default async function InvitationNotValid() {
  const t = await getTranslations("account");
  return (
    <AuthCard title={t("inviteInvalidTitle")} subtitle={t("inviteInvalidText")}>
      <div data-testid="invite-invalid" className="flex flex-col gap-3">
        <Link
          href="/login"
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t("inviteInvalidSignIn")}
        </Link>
      </div>
    </AuthCard>
  );
}
