"use client";
// The user's name (POST /user/updateProfile).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { useSavedToast } from "./use-saved-toast";

export function ProfileForm({ realName }: { realName: string }) {
  const t = useTranslations("account");
  const router = useRouter();
  const saved = useSavedToast();
  const [name, setName] = useState(realName);
  const { pending, run, fieldError } = useApiAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await run(() => apiFetch("/user/updateProfile", { body: { real_name: name } }));
    if (!result.ok) return;
    saved();
    router.refresh();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={t("realName")}
        name="real_name"
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldError("real_name")}
      />
      <Button type="submit" disabled={pending} className="sm:mt-6">
        {t("save")}
      </Button>
    </form>
  );
}
