"use client";
// Creates a team through POST /api/teams/add and refreshes the server-rendered list.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { TeamNameField } from "./team-name-field";

export function AddTeamForm({ maxLength }: { maxLength: number }) {
  const t = useTranslations("teams");
  const router = useRouter();
  const [name, setName] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const { pending, run, fieldError } = useApiAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const result = await run(() =>
      apiFetch<{ data: { id: number; name: string } }>("/api/teams/add", { body: { name } }),
    );
    if (!result.ok) return;
    setName("");
    setNotice(t("added", { name: result.value.data.name }));
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TeamNameField value={name} onChange={setName} error={fieldError("name")} maxLength={maxLength} />
      <Button type="submit" disabled={pending} className="sm:mt-6">
        {pending ? t("adding") : t("add")}
      </Button>
      <p role="status" className="sr-only sm:not-sr-only sm:mt-8 sm:text-sm sm:text-green-800">
        {notice}
      </p>
    </form>
  );
}
