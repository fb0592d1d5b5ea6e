// The group's document settings: the default folder's display name and the forward mailbox.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

const DEFAULT_FOLDER_NAMES = { en: "General", nl: "Algemeen", fr: "Général" } as const;

export async function documentSettings(groupId: number) {
  return db.documentSettings.findUnique({ where: { groupId } });
}

/** The default folder's name: the company's own, else "General" in the caller's language. */
export async function defaultFolderName(ctx: RequestContext): Promise<string> {
  const settings = await documentSettings(ctx.group.id);
  if (settings?.defaultFolderName) return settings.defaultFolderName;
  const l = ctx.user.language === "nl" || ctx.user.language === "fr" ? ctx.user.language : "en";
  return DEFAULT_FOLDER_NAMES[l];
}

/** Whether a name given by a client means the default folder (its current name, or any language's default). */
export async function isDefaultFolderName(ctx: RequestContext, name: string): Promise<boolean> {
  const lower = name.trim().toLowerCase();
  if (lower === (await defaultFolderName(ctx)).toLowerCase()) return true;
  const settings = await documentSettings(ctx.group.id);
  return !settings?.defaultFolderName && Object.values(DEFAULT_FOLDER_NAMES).some((n) => n.toLowerCase() === lower);
}
