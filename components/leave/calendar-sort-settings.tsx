"use client";
// The table settings popup for the calendar: its sort (name, last name or id) is what matters here.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TableSettingsPopup } from "@/components/flows/table-settings-popup";

export function CalendarSortSettings({ edition }: { edition: "light" | "full" }) {
  const t = useTranslations("leave");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("tableSettings")}
      </Button>
      <TableSettingsPopup
        table="calendar"
        open={open}
        onOpenChange={setOpen}
        columns={[]}
        defaultColumns={[]}
        edition={edition}
        showCalendarSort
        onSaved={() => router.refresh()}
      />
    </>
  );
}
