"use client";
// Confirms linking the identity the link token proves (POST /api/users/accounts/link), then reloads the
// page so the list shows it.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";

export function LinkIdentityButton({ token }: { token: string }) {
  const t = useTranslations("federation.link");
  const router = useRouter();
  const { pending, error, run } = useApiAction();
  const [done, setDone] = useState(false);
  async function link() {
    const result = await run(() => apiFetch("/api/users/accounts/link", { body: { link_account_auth_token: token } }));
    if (result.ok) {
      setDone(true);
      router.refresh();
    }
  }
  if (done) {
    return (
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        {t("done")}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Button onClick={link} disabled={pending} data-testid="link-identity-confirm">
        {pending ? t("linking") : t("confirm")}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
