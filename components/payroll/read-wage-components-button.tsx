"use client";
// Reads a person's wage components from the provider again (POST /api/integrations/wage_components/read):
// a command; the tab is refreshed once the list shows the new read (or after a short wait).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Props = { integrationId: number; employeeId: number };

export function ReadWageComponentsButton({ integrationId, employeeId }: Props) {
  const t = useTranslations("payrollMonthData.wageComponents");
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();

  async function read() {
    const asked = new Date().toISOString();
    const result = await run(async () => {
      await apiFetch("/api/integrations/wage_components/read", {
        body: { integration_id: integrationId, employee_id: employeeId },
      });
      // The read runs as a command: wait (briefly) until the list shows a read newer than the click.
      for (let i = 0; i < 15; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const list = await apiFetch<{ data: { integration_id: number; read_at: string }[] }>(
          `/api/integrations/wage_components/list?employee_id=${employeeId}`,
        );
        if (list.data.some((r) => r.integration_id === integrationId && r.read_at >= asked)) return true;
      }
      return false;
    });
    if (!result.ok) toast.showError(new Error(t("readFailed")));
    else toast.show({ variant: "success", title: result.value ? t("readDone") : t("readQueued") });
    router.refresh();
  }

  return (
    <Button variant="secondary" onClick={() => void read()} disabled={pending}>
      {pending ? t("reading") : t("readAgain")}
    </Button>
  );
}
