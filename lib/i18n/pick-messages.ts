// Picks parts of a message catalogue, for the server's client scopes (./client-messages.tsx) and the
// messages a dialog loads with its code (./lazy-messages.ts). No server import: the browser uses it too.
export type Messages = Record<string, Record<string, unknown>>;

/** The parts of the catalogue that `paths` name ("people", "flows.upgrade"), nested as in the catalogue. */
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const p of paths) {
    const [ns, ...rest] = p.split(".");
    if (!rest.length) {
      picked[ns!] = all[ns!]!;
      continue;
    }
    // Copy the branch down to the subtree, sharing the subtree itself (the catalogue is never mutated).
    let from: Record<string, unknown> = all[ns!]!;
    let to: Record<string, unknown> = (picked[ns!] ??= {});
    for (const [i, key] of rest.entries()) {
      if (i === rest.length - 1) to[key] = from[key];
      else {
        from = from[key] as Record<string, unknown>;
        to = (to[key] ??= {}) as Record<string, unknown>;
      }
    }
  }
  return picked;
}
