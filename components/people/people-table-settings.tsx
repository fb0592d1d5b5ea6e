"use client";
// The "Table settings" button of /people: opens the shared popup for the `people` table (rows per page,
// columns, name order) and re-renders the server page once the choice is stored. The popup comes with its
// texts when the button is pressed or the browser is idle (issue 18), not with the page.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { TableColumn } from "@/components/flows/table-settings-popup";
import { Button } from "@/components/ui/button";
import { lazyWithMessages } from "@/components/ui/lazy-messages";
import { LazyFallback, retryLazy } from "@/components/ui/lazy-fallback";

const popup = lazyWithMessages(() => import("@/components/flows/table-settings-popup"), ["flows.tableSettings"]);
const retry = retryLazy(popup);

type Props = {
  columns: TableColumn[];
  defaultColumns: string[];
  edition: "light" | "full";
  /** Custom-field columns, read by the server page (never for light accounts). */
  customColumns?: TableColumn[];
};

export function PeopleTableSettings({ columns, defaultColumns, edition, customColumns }: Props) {
  const t = useTranslations("people");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const loadCustom = customColumns ? async () => customColumns : undefined;
  const { module, failed } = popup.useLazy(open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("tableSettings")}
      </Button>
      {module ? (
        <module.Messages>
          <module.TableSettingsPopup
            table="people"
            open={open}
            onOpenChange={setOpen}
            columns={columns}
            defaultColumns={defaultColumns}
            edition={edition}
            loadCustomFieldColumns={loadCustom}
            showNameOrder
            onSaved={() => router.refresh()}
          />
        </module.Messages>
      ) : (
        open && <LazyFallback failed={failed} onRetry={retry} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
