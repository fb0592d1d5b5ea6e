"use client";
// Allow / Deny on the consent page: posts the answer to /api/authorize and follows the redirect it returns
// (the app's redirect URI with a code, or with error=access_denied).
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";

type Request = { client_id: string; redirect_uri: string; scope: string; state?: string; code_challenge: string };

export function ConsentForm({ request }: { request: Request }) {
  const t = useTranslations("developer");
  const { run, pending, error } = useApiAction();
  const answer = async (authorized: boolean) => {
    const res = await run(() =>
      apiFetch<{ redirect_to: string }>("/api/authorize", {
        body: { ...request, authorized, response_type: "code", code_challenge_method: "S256" },
      }),
    );
    if (res.ok) window.location.assign(res.value.redirect_to);
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Button onClick={() => answer(true)} disabled={pending}>
          {t("approve")}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)} disabled={pending}>
          {t("deny")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
