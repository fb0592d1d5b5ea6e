// One history entry's headline and field changes ("Team: Sales → Support"), shared by the activity feed
// and the audit trail: translated action, object and field labels, values formatted in the reader's
// language (lib/audit-logs/format-change.ts). Masked or hidden values arrive already replaced by the server.
import { useLocale, useTranslations } from "next-intl";
import { changeLabel, formatChangeValue, type ChangeTexts, type DisplayChange } from "@/lib/audit-logs/format-change";
import { humanise } from "@/lib/validation/humanise";

// Enumerations whose values have words in a message file.
const ENUM_KEYS: Record<string, string> = {
  gender: "people.genders",
  last_name_composition: "people.compositions",
  payroll_push_method: "audit.pushMethods",
  preferred_language: "audit.languages",
  status: "leave.status",
};

/** The formatter's texts from next-intl (works in server and client components alike). */
export function useChangeTexts(): ChangeTexts {
  // client messages: fields people audit leave
  const t = useTranslations();
  const has = (key: string) => t.has(key as never);
  const say = (key: string, values?: Record<string, number>) => t(key as never, values as never) as string;
  return {
    label: (field) => (has(`fields.labels.${field}`) ? say(`fields.labels.${field}`) : null),
    enumValue: (field, value) => {
      const base = ENUM_KEYS[field];
      return base && has(`${base}.${value}`) ? say(`${base}.${value}`) : null;
    },
    yes: say("audit.yes"),
    no: say("audit.no"),
    empty: say("audit.empty"),
    hidden: say("audit.hidden"),
    weeklyHours: (hours) => say("audit.weeklyHours", { hours }),
  };
}

/** "Changed · Person": the row's action and object in words. */
export function useAuditHeadline(): (action: string, objectType: string) => string {
  const t = useTranslations("audit");
  const word = (group: "actions" | "objects", code: string) =>
    t.has(`${group}.${code}` as never) ? (t(`${group}.${code}` as never) as string) : humanise(code);
  return (action, objectType) =>
    t("headline", { action: word("actions", action), object: word("objects", objectType) });
}

export function ChangeList({ changes }: { changes: DisplayChange[] }) {
  const texts = useChangeTexts();
  const locale = useLocale();
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600" data-testid="change-list">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-slate-700">{changeLabel(c.field, texts)}</span>:{" "}
          {formatChangeValue(c, "from", locale, texts)} → {formatChangeValue(c, "to", locale, texts)}
        </li>
      ))}
    </ul>
  );
}

export function actorLabel(
  entry: { actor: { name: string | null } | null; impersonator: { name: string | null } | null; automated: boolean },
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (entry.automated || !entry.actor) return t("audit.system");
  const user = entry.actor.name ?? "?";
  return entry.impersonator ? t("audit.onBehalf", { actor: entry.impersonator.name ?? "?", user }) : user;
}
