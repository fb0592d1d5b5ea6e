"use client";
// Reads a person's wage components from the provider again (POST /api/integrations/wage_components/read):
// a command, followed until it is over (use-followed-command.tsx). When the provider's portal asks for a
// second factor, the person who clicked answers it in the two-factor modal (HR with the wages and
// payroll_provider switches, not only integration admins); the tab is read again once the command succeeded.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { useFollowedCommand } from "@/components/integrations/use-followed-command";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Props = { integrationId: number; employeeId: number };

export function ReadWageComponentsButton({ integrationId, employeeId }: Props) {
  const t = useTranslations("payrollMonthData.wageComponents");
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();
  const { follow, following, modal } = useFollowedCommand((command) => {
    if (command.status === "succeeded") toast.show({ variant: "success", title: t("readDone") });
    else toast.showError(new Error(t("readFailed")));
    router.refresh();
  });

  async function read() {
    const result = await run(async () => {
      const started = await apiFetch<{ data: { command_id: number } }>("/api/integrations/wage_components/read", {
        body: { integration_id: integrationId, employee_id: employeeId },
      });
      await follow(started.data.command_id);
    });
    if (!result.ok) toast.showError(new Error(t("readFailed")));
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void read()} disabled={pending || following}>
        {pending || following ? t("reading") : t("readAgain")}
      </Button>
      {modal}
    </>
  );
}
