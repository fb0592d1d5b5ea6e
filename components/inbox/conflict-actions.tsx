"use client";
// Keep ours, take the provider's side, or ignore one conflict with the payroll provider (the /inbox sections
// of data conflicts and calendar conflicts share it: the same three decisions on the same kind of endpoint).
// The version the person saw goes along: if someone decided first or a sync changed the values, the answer is
// 409 and the list reloads with what is true now. A provider's value our side cannot take (say, a calendar
// code no day-off type has) comes back naming why on resolution_method, and the toast says so.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Action = "ours" | "theirs" | "ignore";

type Props = {
  /** The conflicts' API, e.g. /api/integrations/data_conflicts; {id}/resolve and {id}/ignore hang off it. */
  api: string;
  /** The messages namespace with keepOurs, takeTheirs, ignore, actionFailed and done.{ours,theirs,ignore}. */
  messages: string;
  conflictId: number;
  version: number;
  label: string;
};

export function ConflictActions({ api, messages, conflictId, version, label }: Props) {
  const t = useTranslations(messages);
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();

  async function act(action: Action) {
    const path = action === "ignore" ? "ignore" : "resolve";
    const body = action === "ignore" ? { version } : { resolution_method: action, version };
    let reason: string | undefined;
    const result = await run(async () => {
      try {
        return await apiFetch(`${api}/${conflictId}/${path}`, { body });
      } catch (e) {
        if (e instanceof ApiError) reason = e.fields.resolution_method;
        throw e;
      }
    });
    if (!result.ok) {
      toast.showError(new Error(reason ?? t("actionFailed")));
      router.refresh();
      return;
    }
    toast.show({ variant: "success", title: t(`done.${action}`) });
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => act("ours")} disabled={pending} aria-label={`${t("keepOurs")}: ${label}`}>
        {t("keepOurs")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => act("theirs")}
        disabled={pending}
        aria-label={`${t("takeTheirs")}: ${label}`}
      >
        {t("takeTheirs")}
      </Button>
      <Button variant="ghost" onClick={() => act("ignore")} disabled={pending} aria-label={`${t("ignore")}: ${label}`}>
        {t("ignore")}
      </Button>
    </div>
  );
}
