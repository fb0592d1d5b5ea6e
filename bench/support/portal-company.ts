// Shared setup of the benches that run the built app against the BE portal simulator it serves in process
// (integration-sync, payroll-month): a company of N people on both sides (the simulator's store, written
// into the bench's DATA_DIR before the app starts, with one contract each; ours inserted in one statement,
// national numbers encrypted and hashed as the app does), the simulator's env, and the two API helpers
// every such bench needs (a JSON POST, waiting for a command to settle).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { generateNationalNumber } from "../../lib/be/national-number";
import { encryptField, lookupHash } from "../../lib/crypto/field-encryption";
import { BE_PORTAL_DATA_FILE } from "../../lib/integrations/simulators/be-portal/sim-file";
import { makeSimCompany, type SimPerson } from "../../lib/integrations/simulators/be-portal/sim-store";
import { ROOT } from "./bench-app";

export const PORTAL_USER = "bench";
export const PORTAL_PASSWORD = "bench-portal-pass";
// The app and this process must encrypt and hash national numbers with one key.
process.env.APP_ENCRYPTION_KEY ??= Buffer.alloc(32, 19).toString("base64");

export type BenchPerson = { first: string; last: string; birth: Date; nn: string };

/** `count` people with valid Belgian national numbers; last names `${lastPrefix}${i}`. */
export function benchPeople(count: number, lastPrefix: string): BenchPerson[] {
  return Array.from({ length: count }, (_, i) => {
    const birth = new Date(Date.UTC(1960 + (i % 40), i % 12, 1 + (i % 28)));
    const male = i % 2 === 0;
    const seq = 2 * (Math.floor(i / 480) + 1) - (male ? 1 : 0);
    return {
      first: `Bench${i}`,
      last: `${lastPrefix}${i}`,
      birth,
      nn: generateNationalNumber(birth, male ? "male" : "female", seq),
    };
  });
}

/** Writes the simulator's store (one company, these people, a contract each); answers the DATA_DIR to remove. */
export function writePortalStore(name: string, customerCode: string, list: BenchPerson[]): string {
  const dataDir = path.join(ROOT, `.data-bench-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const file = path.join(dataDir, BE_PORTAL_DATA_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const simPeople: SimPerson[] = list.map((p, i) => ({
    id: `B${String(i).padStart(8, "0")}`,
    national_number: p.nn,
    first_name: p.first,
    last_name: p.last,
    birth_date: p.birth.toISOString().slice(0, 10),
    department_code: "OPS",
    cost_centre_code: "CC100",
    function_code: "F010",
    contracts: [{ start_date: "2024-01-01", end_date: null, monthly_gross_cents: 300_000 + i, weekly_minutes: 2280 }],
  }));
  const company = makeSimCompany({
    customer_code: customerCode,
    name: "Bench company",
    users: [{ username: PORTAL_USER, password: PORTAL_PASSWORD, secondFactor: false }],
    people: simPeople,
  });
  writeFileSync(file, JSON.stringify({ companies: [company] }));
  return dataDir;
}

/** The bench app's env for the simulator (on PostgreSQL it starts only when asked for). */
export function portalEnv(): Record<string, string> {
  return {
    APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY!,
    BE_PORTAL_SIM_PORT: String(Number(process.env.BENCH_PORT ?? 3420) + 7),
    BE_PORTAL_URL: "",
    BE_PORTAL_SIMULATOR: "1",
  };
}

/** Our side of the same people, in one insert. */
export async function insertOurPeople(sql: pg.Client, groupId: number, list: BenchPerson[]) {
  const values: unknown[] = [];
  const rows = list.map((p, i) => {
    values.push(groupId, p.first, p.last, p.birth, encryptField(p.nn), lookupHash(p.nn));
    const o = i * 6;
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, now())`;
  });
  await sql.query(
    `INSERT INTO employee (group_id, first_name, last_name, birth_date, national_number_enc, national_number_hash, updated_at) VALUES ${rows.join(",")}`,
    values,
  );
}

/** A JSON POST as the bench's admin, and waiting for a command to leave queued/running. */
export function portalApi(base: string, cookie: string, get: (url: string) => Promise<Response>) {
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const waitSettled = async (id: number, timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { command } = await (await get(`/api/integrations/commands/${id}`)).json();
      if (!["queued", "running"].includes(command.status)) return command;
      if (Date.now() > deadline) throw new Error(`command ${id} still ${command.status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** Connects the simulator's company (a login command); answers the integration's id. */
  const connect = async (customerCode: string) => {
    const added = await post("/api/integrations/add", {
      provider: "be_portal",
      alias: "Bench portal",
      username: PORTAL_USER,
      customer_code: customerCode,
      password: PORTAL_PASSWORD,
    });
    const login = await waitSettled(added.command.id);
    if (login.status !== "succeeded") throw new Error(`login ${login.status}: ${login.error_reason}`);
    return { integrationId: added.integration.id as number, commandId: added.command.id as number };
  };
  return { post, waitSettled, connect };
}
