"use client";
// The success toast of the account page's forms.
import { useTranslations } from "next-intl";
import { useToast } from "@/components/ui/toast";

export function useSavedToast() {
  const t = useTranslations("account");
  const { show } = useToast();
  return (description?: string) => show({ title: t("saved"), description, variant: "success" });
}
