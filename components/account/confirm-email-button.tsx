"use client";
// Applies an email change from the mailed link with one click (a POST, so link scanners change nothing).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/auth/auth-card";

export function ConfirmEmailButton({ token }: { token: string }) {
  const t = useTranslations("account");
  const router = useRouter();
  const { pending, run, error } = useApiAction();

  async function confirm() {
    const result = await run(() => apiFetch("/api/user/confirmEmail", { body: { token } }));
    if (result.ok) router.push("/login?notice=email_changed");
  }
  return (
    <div className="space-y-4">
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      <Button className="w-full" onClick={confirm} disabled={pending}>
        {pending ? t("saving") : t("confirmEmailSubmit")}
      </Button>
    </div>
  );
}
