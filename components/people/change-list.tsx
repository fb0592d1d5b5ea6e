// One history entry's field changes ("field: from → to"), shared by the activity feed and the audit trail.
// Masked or hidden values arrive already replaced by the server.
type Change = { field: string; from: unknown; to: unknown };

const show = (value: unknown) => (value === null || value === undefined || value === "" ? "–" : typeof value === "object" ? JSON.stringify(value) : String(value));

export function ChangeList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-slate-700">{c.field}</span>: {show(c.from)} → {show(c.to)}
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
