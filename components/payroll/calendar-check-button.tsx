"use client";
// Compares the provider's calendar with ours for the month (POST /api/integrations/calendar_conflicts/check):
// a command, followed until it is over. The person who asked answers the portal's second factor in the
// two-factor modal (HR holding the payroll_provider switch, not only integration admins). The days that
// differ become calendar conflicts, decided in /inbox; the toast says how many opened and closed.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { useFollowedCommand } from "@/components/integrations/use-followed-command";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Props = { integrationId: number; year: number; month: number };
type Counts = { people: number; opened: number; updated: number; closed: number };

export function CalendarCheckButton({ integrationId, year, month }: Props) {
  const t = useTranslations("payroll.calendarCheck");
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();
  const { follow, following, modal } = useFollowedCommand((command) => {
    const counts = (command.result as { calendar_check?: Counts } | null)?.calendar_check;
    if (command.status === "succeeded" && counts) {
      toast.show({ variant: "success", title: t("done"), description: t("counts", counts) });
    } else toast.showError(new Error(t("failed")));
    router.refresh();
  });

  async function check() {
    const result = await run(async () => {
      const started = await apiFetch<{ data: { command_id: number } }>("/api/integrations/calendar_conflicts/check", {
        body: { integration_id: integrationId, year, month },
      });
      await follow(started.data.command_id);
    });
    if (!result.ok) toast.showError(new Error(t("failed")));
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void check()}
        disabled={pending || following}
        data-testid="payroll-calendar-check"
      >
        {pending || following ? t("checking") : t("start")}
      </Button>
      {modal}
    </>
  );
}
