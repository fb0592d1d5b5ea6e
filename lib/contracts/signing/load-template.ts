// The company's contract template, or the built-in one in the given language.
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { DEFAULT_TEMPLATES } from "./default-templates";

export async function loadTemplate(groupId: number, locale: Locale): Promise<{ body: string; custom: boolean }> {
  const row = await db.contractTemplate.findUnique({ where: { groupId }, select: { body: true } });
  return row ? { body: row.body, custom: true } : { body: DEFAULT_TEMPLATES[locale], custom: false };
}
