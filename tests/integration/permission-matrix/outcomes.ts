// Outcome classes recorded per persona, and the rules that flag a recorded outcome as an anomaly.
import type { Persona } from "./fixture";
import type { HttpMethod } from "./discover-routes";

/** "2xx", "401", "403", "403 read_only", "404", "405", "input" (400 or 422: past every access check), other codes as is. */
export type Outcome = string;

export function outcomeOf(status: number, body: unknown): Outcome {
  if (status >= 200 && status < 300) return "2xx";
  if (status >= 300 && status < 400) return "3xx";
  if (status === 400 || status === 422) return "input";
  const code = (body as { error?: { code?: string } } | null)?.error?.code;
  if (status === 403 && code === "read_only") return "403 read_only";
  return String(status);
}

export type MatrixEntry = {
  file: string;
  /** The switch the withoutSwitch persona lacks (null: a default user with every switch). */
  switch: string | null;
  params: Record<string, string>;
  outcomes: Record<Persona, Outcome>;
  /** Set by hand for a reviewed anomaly: why it is (still) in the table. The outcomes stay pinned. */
  known?: string;
};

export type RouteFacts = {
  method: HttpMethod;
  isPublic: boolean;
  allowReadOnly: boolean;
  /** A path parameter names an object of group A. */
  namesGroupAObject: boolean;
  /** A path parameter names an employee or team outside the team_only manager's team. */
  namesOutsideManagerScope: boolean;
  switch: string | null;
};

const PASSED = new Set(["2xx", "3xx", "input", "409"]);

/** What looks wrong in one route's outcomes (empty when nothing does). */
export function anomaliesOf(facts: RouteFacts, o: Record<Persona, Outcome>): string[] {
  const found: string[] = [];
  const write = facts.method !== "GET";
  for (const [persona, outcome] of Object.entries(o)) {
    if (/^5\d\d$/.test(outcome) || outcome === "threw") found.push(`${persona} got a server error (${outcome})`);
  }
  if (!facts.isPublic && o.anonymous !== "401") found.push(`anonymous got ${o.anonymous}, not 401`);
  if (!facts.isPublic && ["403", "403 read_only"].includes(o.admin)) found.push(`admin refused (${o.admin})`);
  if (write && !facts.allowReadOnly && !facts.isPublic && o.readOnly !== "403 read_only" && o.readOnly !== "403") {
    found.push(`read-only user got ${o.readOnly} on a write (expected 403 read_only)`);
  }
  if (write && !facts.allowReadOnly && !facts.isPublic && o.readOnly === "403" && o.admin !== "403") {
    found.push("read-only user got 403 forbidden instead of read_only");
  }
  if (!write && o.admin === "2xx" && o.readOnly.startsWith("403"))
    found.push(`read-only admin refused a read (${o.readOnly})`);
  if (facts.namesGroupAObject && o.otherGroupAdmin === "2xx")
    found.push("another group's admin got 2xx on group A's object");
  // Input errors may come before the lookup; a read the admin makes must be a 404 for the other group.
  if (facts.namesGroupAObject && o.admin === "2xx" && !["404", "403", "2xx"].includes(o.otherGroupAdmin)) {
    found.push(`another group's admin got ${o.otherGroupAdmin} (expected 404)`);
  }
  if (facts.switch && PASSED.has(o.withoutSwitch)) found.push(`user without ${facts.switch} got ${o.withoutSwitch}`);
  if (facts.namesOutsideManagerScope && o.teamOnly === "2xx")
    found.push("team_only manager got 2xx on an object outside their team");
  return [...new Set(found)];
}
