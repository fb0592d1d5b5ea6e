"use client";
// Keep ours, say the provider is right, or ignore one calendar conflict (the /inbox section). The version
// the person saw goes along: if someone decided first or a check changed the day, the answer is 409 and the
// list reloads with what is true now.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Action = "ours" | "theirs" | "ignore";
type Props = { conflictId: number; version: number; label: string };

export function CalendarConflictActions({ conflictId, version, label }: Props) {
  const t = useTranslations("payrollMonthData.calendar");
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();

  async function act(action: Action) {
    const path = action === "ignore" ? "ignore" : "resolve";
    const body = action === "ignore" ? { version } : { resolution_method: action, version };
    // A provider's day our calendar cannot take (say, a code no day-off type has) comes back naming why.
    let reason: string | undefined;
    const result = await run(async () => {
      try {
        return await apiFetch(`/api/integrations/calendar_conflicts/${conflictId}/${path}`, { body });
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
