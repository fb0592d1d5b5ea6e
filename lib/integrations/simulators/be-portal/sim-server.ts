// The Belgian social-secretary portal simulator: a real HTTP peer the BE adapter talks to (issue 19). It
// serves, under /portal/api/v1:
//   POST /sessions {customer_code, username, password, secret?}   -> 200 session | 202 second factor | 401
//   POST /sessions/second-factor {challenge_id, code, username?}   -> 200 session | 401 wrong code | 410 expired
//   GET  /companies/{code}/employees?page&per_page                 (Bearer session) people with contracts
//   GET  /companies/{code}/{departments|cost-centres|functions|qualifications}
//   POST /companies/{code}/payroll-months/{YYYY-MM}                 a month push (sim-payroll.ts) -> receipt | 422
//   GET  /companies/{code}/payroll-months/{YYYY-MM}                 what the portal holds for the month
//   GET  /companies/{code}/employees/{id}/wage-components?year&month
//   GET  /companies/{code}/employees/{id}/calendar?year&month
//   POST /companies/{code}/employees/{id}/contract-changes          a contract change -> 201 | 200 (known reference) | 422
//   GET  the same path                                              the changes the portal keeps for the worker
//   GET  /companies/{code}/messages                                (Bearer session) the secretariat's messages
//   POST /onboarding {company_name, enterprise_number, address, contact, username, password}
//                                                                  -> 201 {customer_code} | 409 already a customer
// A second factor is a 6-digit code printed in this process's log and on the tiny page /portal/second-factor.
// Sessions expire (sessionTtlMs). A person's name or birth date can be changed over HTTP (POST /portal/_sim/people
// {customer_code, id, set}), and a contract's terms (POST /portal/_sim/contracts {customer_code, worker_id,
// contract_id, set}, checked by the portal's own rules: a payroll officer's edit). Employees are served with
// every contract term filled (sim-store.ts portalContract). Faults are set per test (setFaults) or over HTTP (POST /portal/_sim/faults):
// wrong password, expired sessions, second factor required, N answers of 500, N answers that never come
// (timeout), and latency.
import { randomBytes, randomInt } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { BadRequest, escapeHtml, intQuery, readJsonBody, sendJson, zodFields } from "../shared/sim-http";
import { SimHttpServer, transportFaultsShape, type TransportFaults } from "../shared/sim-transport";
import { calendarOfMonth, PayrollLedger, parsePeriod, type LedgerMonth } from "../payroll-ledger";
import { linesOfBePush, wageComponentsOf, ZBePush } from "./sim-payroll";
import { makeSimCompany, portalContract, SIM_CONTRACT_TYPES, type SimCompany, type SimContract } from "./sim-store";
import { changeProblem, keepChange } from "../shared/sim-contract-changes";

export type SimFaults = {
  /** Every login is refused as if the password were wrong. */
  wrongPassword?: boolean;
  /** Every session already issued is expired (the next data call answers 401 session_expired). */
  expireSessions?: boolean;
  /** Overrides the users' own setting: true asks every login for a code. */
  requireSecondFactor?: boolean;
} & TransportFaults;

type Session = { token: string; customerCode: string; username: string; expiresAt: number };
type Challenge = {
  id: string;
  customerCode: string;
  username: string;
  code: string;
  attemptsLeft: number;
  expiresAt: number;
  askUsername: boolean;
};

const ZLogin = z.object({
  customer_code: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
  secret: z.string().max(256).optional(),
});
const ZSecondFactor = z.object({
  challenge_id: z.string().min(1).max(64),
  code: z.string().regex(/^\d{6}$/, "a 6-digit code"),
  username: z.string().trim().max(128).optional(),
});
const ZPersonPatch = z.object({
  customer_code: z.string().min(1).max(64),
  id: z.string().min(1).max(64),
  set: z
    .object({
      first_name: z.string().min(1).max(100),
      last_name: z.string().min(1).max(100),
      birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    })
    .partial()
    .strict(),
});
// What a partner sends to register an employer. The real onboarding call authenticates the partner (the
// app's own client certificate); the simulator accepts any caller.
const ZOnboarding = z.object({
  company_name: z.string().trim().min(1).max(100),
  enterprise_number: z.string().regex(/^[01]\d{9}$/, "10 digits"),
  vat_number: z.string().max(20).nullable().optional(),
  address: z.object({
    street: z.string().trim().min(1).max(100),
    house_number: z.string().trim().min(1).max(10),
    box: z.string().max(10).nullable().optional(),
    postal_code: z.string().regex(/^[1-9]\d{3}$/, "a Belgian postal code"),
    city: z.string().trim().min(1).max(100),
    country_code: z.literal("BE"),
  }),
  contact: z.object({
    name: z.string().trim().min(1).max(100),
    email: z.string().email().max(254),
    phone: z.string().max(25).nullable().optional(),
  }),
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
});
const REFERENCE_PATHS = {
  departments: "departments",
  "cost-centres": "cost_centres",
  functions: "functions",
  qualifications: "qualifications",
} as const;

export type BePortalSimulatorOptions = {
  companies?: SimCompany[];
  sessionTtlMs?: number;
  challengeTtlMs?: number;
  /** Where codes are printed; tests pass a quiet one. */
  log?: (line: string) => void;
};

export class BePortalSimulator {
  private readonly companies = new Map<string, SimCompany>();
  private readonly sessions = new Map<string, Session>();
  private readonly challenges = new Map<string, Challenge>();
  /** Payroll months received, per customer code. */
  private readonly ledgers = new Map<string, PayrollLedger>();
  private faults: SimFaults = {};
  private readonly http = new SimHttpServer((req, res) => this.handle(req, res));
  readonly sessionTtlMs: number;
  readonly challengeTtlMs: number;
  private readonly log: (line: string) => void;
  /** Requests seen, by "METHOD path" (tests check what the adapter really asked). */
  readonly requests: string[] = [];

  constructor(options: BePortalSimulatorOptions = {}) {
    for (const company of options.companies ?? []) this.addCompany(company);
    this.sessionTtlMs = options.sessionTtlMs ?? 15 * 60_000;
    this.challengeTtlMs = options.challengeTtlMs ?? 5 * 60_000;
    this.log = options.log ?? ((line) => console.log(`[be-portal-simulator] ${line}`));
  }

  addCompany(company: SimCompany): void {
    this.companies.set(company.customer_code, company);
  }

  company(customerCode: string): SimCompany | undefined {
    return this.companies.get(customerCode);
  }

  /** What the portal holds for a customer's month ("YYYY-MM"): its lines and the receipts of every push. */
  receivedMonth(customerCode: string, period: string): LedgerMonth {
    return this.ledgers.get(customerCode)?.read(period) ?? { lines: [], receipts: [] };
  }

  setFaults(faults: SimFaults): void {
    this.faults = { ...faults };
  }

  /** The code of the newest open challenge for a portal user (what a person reads on the page). */
  latestCode(customerCode: string, username: string): string | null {
    const open = [...this.challenges.values()].filter(
      (c) => c.customerCode === customerCode && c.username === username && c.expiresAt > Date.now(),
    );
    return open.at(-1)?.code ?? null;
  }

  start(port = 0, host = "127.0.0.1"): Promise<number> {
    return this.http.listen(port, host);
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://simulator");
    const path = url.pathname.replace(/\/+$/, "");
    this.requests.push(`${req.method} ${path}`);
    try {
      // The control endpoints and the code page are not part of the portal: no faults apply to them.
      if (path.startsWith("/portal/_sim/")) return await this.control(req, res, path);
      if (path === "/portal/second-factor" && req.method === "GET") return this.codePage(res);
      const faulted = await this.http.injectFaults(this.faults, path, res, () =>
        sendJson(res, 500, { error: "internal_error", message: "The portal is temporarily unavailable" }),
      );
      if (faulted) return;
      const api = path.match(/^\/portal\/api\/v1(\/.*)$/)?.[1];
      if (!api) return sendJson(res, 404, { error: "not_found" });
      if (api === "/sessions" && req.method === "POST") return this.login(res, await readJsonBody(req));
      if (api === "/sessions/second-factor" && req.method === "POST")
        return this.secondFactor(res, await readJsonBody(req));
      const month = api.match(/^\/companies\/([^/]+)\/payroll-months\/([^/]+)$/);
      if (month && (req.method === "POST" || req.method === "GET")) {
        return await this.payrollMonth(req, res, decodeURIComponent(month[1]!), decodeURIComponent(month[2]!));
      }
      const wages = api.match(/^\/companies\/([^/]+)\/employees\/([^/]+)\/wage-components$/);
      if (wages && req.method === "GET") {
        return this.wageComponents(req, res, decodeURIComponent(wages[1]!), decodeURIComponent(wages[2]!), url);
      }
      const changes = api.match(/^\/companies\/([^/]+)\/employees\/([^/]+)\/contract-changes$/);
      if (changes && (req.method === "POST" || req.method === "GET")) {
        return await this.contractChanges(req, res, decodeURIComponent(changes[1]!), decodeURIComponent(changes[2]!));
      }
      const calendar = api.match(/^\/companies\/([^/]+)\/employees\/([^/]+)\/calendar$/);
      if (calendar && req.method === "GET") {
        return this.calendar(req, res, decodeURIComponent(calendar[1]!), decodeURIComponent(calendar[2]!), url);
      }
      if (api === "/onboarding" && req.method === "POST") return this.onboard(res, await readJsonBody(req));
      const data = api.match(/^\/companies\/([^/]+)\/([a-z-]+)$/);
      if (data && req.method === "GET") return this.read(req, res, decodeURIComponent(data[1]!), data[2]!, url);
      return sendJson(res, 404, { error: "not_found" });
    } catch (error) {
      if (error instanceof BadRequest) return sendJson(res, 400, { error: "bad_request", message: error.message });
      this.log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      return sendJson(res, 500, { error: "internal_error" });
    }
  }

  private login(res: ServerResponse, body: unknown): void {
    const parsed = ZLogin.safeParse(body);
    if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
    const { customer_code, username, password, secret } = parsed.data;
    const company = this.companies.get(customer_code);
    const user = company?.users.find((u) => u.username === username);
    const secretOk = user?.secret === undefined || user.secret === secret;
    if (!company || !user || user.password !== password || !secretOk || this.faults.wrongPassword) {
      return sendJson(res, 401, {
        error: "invalid_credentials",
        message: "Unknown customer code, username or password",
      });
    }
    if (this.faults.requireSecondFactor ?? user.secondFactor) {
      const challenge: Challenge = {
        id: randomBytes(12).toString("hex"),
        customerCode: customer_code,
        username,
        code: String(randomInt(0, 1_000_000)).padStart(6, "0"),
        attemptsLeft: 3,
        expiresAt: Date.now() + this.challengeTtlMs,
        askUsername: user.askUsernameWithCode ?? false,
      };
      this.challenges.set(challenge.id, challenge);
      // The stand-in for the text message a real portal sends.
      this.log(`second-factor code for ${username} at ${customer_code}: ${challenge.code}`);
      return sendJson(res, 202, {
        status: "second_factor_required",
        challenge_id: challenge.id,
        username_required: challenge.askUsername,
        expires_in: Math.round(this.challengeTtlMs / 1000),
      });
    }
    return sendJson(res, 200, this.openSession(customer_code, username));
  }

  private secondFactor(res: ServerResponse, body: unknown): void {
    const parsed = ZSecondFactor.safeParse(body);
    if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
    const challenge = this.challenges.get(parsed.data.challenge_id);
    if (!challenge || challenge.expiresAt <= Date.now() || challenge.attemptsLeft <= 0) {
      return sendJson(res, 410, { error: "challenge_expired", message: "Log in again to get a new code" });
    }
    const usernameOk = !challenge.askUsername || parsed.data.username === challenge.username;
    if (parsed.data.code !== challenge.code || !usernameOk) {
      challenge.attemptsLeft -= 1;
      return sendJson(res, 401, { error: "invalid_code", attempts_left: challenge.attemptsLeft });
    }
    this.challenges.delete(challenge.id);
    return sendJson(res, 200, this.openSession(challenge.customerCode, challenge.username));
  }

  // Registers a new employer with one portal user (the credentials the company chose) and a welcome message.
  private onboard(res: ServerResponse, body: unknown): void {
    const parsed = ZOnboarding.safeParse(body);
    if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
    const input = parsed.data;
    const known = [...this.companies.values()].some((c) => c.enterprise_number === input.enterprise_number);
    if (known) return sendJson(res, 409, { error: "already_customer", message: "This employer is already registered" });
    let customerCode: string;
    do customerCode = `SEC${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
    while (this.companies.has(customerCode));
    this.addCompany(
      makeSimCompany({
        customer_code: customerCode,
        name: input.company_name,
        enterprise_number: input.enterprise_number,
        users: [{ username: input.username, password: input.password, secondFactor: false }],
        messages: [
          {
            id: `M-${customerCode}-1`,
            from: "Onboarding team",
            subject: `Welcome, ${input.company_name}`,
            body: `Your employer file ${customerCode} is open. Your payroll consultant will contact ${input.contact.name} this week.`,
            sent_at: new Date().toISOString(),
          },
        ],
      }),
    );
    this.log(`onboarded ${input.company_name} as customer ${customerCode}`);
    return sendJson(res, 201, { status: "onboarded", customer_code: customerCode });
  }

  private openSession(customerCode: string, username: string) {
    const session: Session = {
      token: randomBytes(24).toString("base64url"),
      customerCode,
      username,
      expiresAt: Date.now() + this.sessionTtlMs,
    };
    this.sessions.set(session.token, session);
    return { status: "authenticated", session_token: session.token, expires_in: Math.round(this.sessionTtlMs / 1000) };
  }

  // The company a data call may read, or null when the answer (401, 404) was already sent.
  private authorize(req: IncomingMessage, res: ServerResponse, code: string): SimCompany | null {
    const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const session = this.sessions.get(token);
    if (!session) {
      sendJson(res, 401, { error: "unauthenticated" });
      return null;
    }
    if (session.expiresAt <= Date.now() || this.faults.expireSessions) {
      this.sessions.delete(token);
      sendJson(res, 401, { error: "session_expired" });
      return null;
    }
    const company = this.companies.get(code);
    // A session is for one customer: another customer's data is as absent as an unknown one.
    if (!company || session.customerCode !== code) {
      sendJson(res, 404, { error: "not_found" });
      return null;
    }
    return company;
  }

  private async payrollMonth(req: IncomingMessage, res: ServerResponse, code: string, rawPeriod: string) {
    const company = this.authorize(req, res, code);
    if (!company) return;
    const period = parsePeriod(rawPeriod);
    if (!period) return sendJson(res, 404, { error: "not_found" });
    const ledger = this.ledgers.get(code) ?? new PayrollLedger();
    this.ledgers.set(code, ledger);
    if (req.method === "GET") return sendJson(res, 200, ledger.read(period.period));
    const parsed = ZBePush.safeParse(await readJsonBody(req, 16 * 1024 * 1024));
    if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
    const { lines, rejections } = linesOfBePush(company, period, parsed.data);
    if (rejections.length > 0) return sendJson(res, 422, { error: "rejected", rejections: rejections.slice(0, 200) });
    const receipt = ledger.apply(period.period, parsed.data.employee_ids, lines, {
      payoutDate: parsed.data.payout_date,
      messageForPayroll: parsed.data.message_for_payroll,
    });
    this.log(`payroll month ${period.period} for ${code}: ${receipt.line_count} lines (receipt ${receipt.receipt_id})`);
    return sendJson(res, 200, receipt);
  }

  // A contract change for one worker: checked by the portal's own rules, kept once per reference.
  private async contractChanges(req: IncomingMessage, res: ServerResponse, code: string, worker: string) {
    const company = this.authorize(req, res, code);
    if (!company) return;
    const person = company.people.find((p) => p.id === worker);
    if (!person) return sendJson(res, 404, { error: "not_found" });
    const kept = (person.contract_changes ??= []);
    if (req.method === "GET") return sendJson(res, 200, { data: kept });
    const parsed = ZBeChange.safeParse(await readJsonBody(req));
    if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
    const b = parsed.data;
    const change = {
      reference: b.reference,
      changeDate: b.change_date,
      grossCents: b.monthly_gross_cents ?? null,
      hoursPerWeek: b.hours_per_week ?? null,
      daysPerWeek: b.days_per_week ?? null,
      functionCode: b.function_code ?? null,
      weekSchedule: b.weekly_schedule ?? null,
      variableSchedule: b.variable_schedule ?? null,
    };
    const employments = person.contracts.map((c) => ({ start: c.start_date, end: c.end_date }));
    const problem = changeProblem(
      change,
      employments,
      company.functions.map((f) => f.code),
      BE_CHANGE_FIELDS,
    );
    if (problem) return sendJson(res, 422, { error: "validation", fields: { [problem[0]]: problem[1] } });
    const { receipt, created } = keepChange(kept, change);
    if (created) this.log(`contract change ${receipt.reference} for ${worker} at ${code} from ${change.changeDate}`);
    return sendJson(res, created ? 201 : 200, { receipt_id: receipt.receiptId, received_at: receipt.receivedAt });
  }

  /** The contract changes the portal keeps for a worker (tests check what arrived, and that nothing came twice). */
  contractChangesOf(customerCode: string, worker: string) {
    return this.companies.get(customerCode)?.people.find((p) => p.id === worker)?.contract_changes ?? [];
  }

  // GET /companies/{code}/employees/{id}/calendar?year&month: the worker's days off in the month.
  private calendar(req: IncomingMessage, res: ServerResponse, code: string, worker: string, url: URL) {
    const company = this.authorize(req, res, code);
    if (!company) return;
    const person = company.people.find((p) => p.id === worker);
    if (!person) return sendJson(res, 404, { error: "not_found" });
    const year = intQuery(url, "year", new Date().getFullYear(), 2000, 2100);
    const month = intQuery(url, "month", new Date().getMonth() + 1, 1, 12);
    const period = `${year}-${String(month).padStart(2, "0")}`;
    const own = (person.calendar ?? []).map((d) => ({ date: d.date, code: d.payroll_code, hours: d.hours }));
    const days = calendarOfMonth(this.receivedMonth(code, period), worker, own, period, (d) => ({
      date: String(d.date),
      code: String(d.payroll_code),
      hours: Number(d.hours),
    }));
    return sendJson(res, 200, { data: days.map((d) => ({ date: d.date, payroll_code: d.code, hours: d.hours })) });
  }

  private wageComponents(req: IncomingMessage, res: ServerResponse, code: string, worker: string, url: URL) {
    const company = this.authorize(req, res, code);
    if (!company) return;
    const year = intQuery(url, "year", new Date().getFullYear(), 2000, 2100);
    const month = intQuery(url, "month", new Date().getMonth() + 1, 1, 12);
    const components = wageComponentsOf(company, worker, { year, month });
    if (!components) return sendJson(res, 404, { error: "not_found" });
    return sendJson(res, 200, { data: components });
  }

  private read(req: IncomingMessage, res: ServerResponse, code: string, what: string, url: URL): void {
    const company = this.authorize(req, res, code);
    if (!company) return;
    if (what === "employees") {
      const page = intQuery(url, "page", 1, 1, 1_000_000);
      const perPage = intQuery(url, "per_page", 100, 1, 500);
      const start = (page - 1) * perPage;
      return sendJson(res, 200, {
        data: company.people
          .slice(start, start + perPage)
          .map((p) => ({ ...p, contracts: p.contracts.map((c, i) => portalContract(p, c, i)) })),
        page,
        per_page: perPage,
        total: company.people.length,
      });
    }
    if (what === "messages") return sendJson(res, 200, { data: company.messages ?? [] });
    const key = REFERENCE_PATHS[what as keyof typeof REFERENCE_PATHS];
    if (!key) return sendJson(res, 404, { error: "not_found" });
    return sendJson(res, 200, { data: company[key] });
  }

  private async control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === "/portal/_sim/faults" && req.method === "GET") return sendJson(res, 200, this.faults);
    if (path === "/portal/_sim/faults" && req.method === "POST") {
      const parsed = ZFaults.safeParse(await readJsonBody(req));
      if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
      this.setFaults(parsed.data);
      return sendJson(res, 200, this.faults);
    }
    // A change on the provider's side (browser tests make a data conflict this way, as a portal user would).
    if (path === "/portal/_sim/people" && req.method === "POST") {
      const parsed = ZPersonPatch.safeParse(await readJsonBody(req));
      if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
      const person = this.companies.get(parsed.data.customer_code)?.people.find((p) => p.id === parsed.data.id);
      if (!person) return sendJson(res, 404, { error: "not_found" });
      Object.assign(person, parsed.data.set);
      return sendJson(res, 200, person);
    }
    if (path === "/portal/_sim/contracts" && req.method === "POST") {
      const parsed = ZContractPatch.safeParse(await readJsonBody(req));
      if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
      const { customer_code, worker_id, contract_id, set } = parsed.data;
      const outcome = this.changeContract(customer_code, worker_id, contract_id, set);
      if (outcome === null) return sendJson(res, 404, { error: "not_found" });
      if (typeof outcome === "string") return sendJson(res, 422, { error: "validation", fields: { set: outcome } });
      return sendJson(res, 200, outcome);
    }
    return sendJson(res, 404, { error: "not_found" });
  }

  /**
   * A payroll officer's edit of one contract (tests call it in process, browser tests over HTTP): the terms
   * are checked by the portal's rules; null when the worker or contract is unknown, a reason when refused.
   */
  changeContract(
    customerCode: string,
    workerId: string,
    contractId: string,
    set: Partial<SimContract> | Record<string, unknown>,
  ): Required<SimContract> | string | null {
    const person = this.companies.get(customerCode)?.people.find((p) => p.id === workerId);
    if (!person) return null;
    const index = person.contracts.findIndex((c, i) => portalContract(person, c, i).id === contractId);
    if (index < 0) return null;
    const parsed = ZContractTerms.safeParse(set);
    if (!parsed.success) return Object.values(zodFields(parsed.error)).join("; ");
    const next = { ...person.contracts[index]!, ...parsed.data, id: contractId };
    if (next.end_date && next.end_date < next.start_date) return "end_date is before start_date";
    person.contracts[index] = next;
    return portalContract(person, next, index);
  }

  private codePage(res: ServerResponse): void {
    const rows = [...this.challenges.values()]
      .filter((c) => c.expiresAt > Date.now())
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.customerCode)}</td><td>${escapeHtml(c.username)}</td><td><b>${c.code}</b></td></tr>`,
      )
      .join("");
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portal codes</title>
<h1>Second-factor codes (simulator)</h1><table><tr><th>Customer</th><th>User</th><th>Code</th></tr>${rows}</table>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(html);
  }
}

const BE_CHANGE_FIELDS = {
  reference: "reference",
  changeDate: "change_date",
  grossCents: "monthly_gross_cents",
  hoursPerWeek: "hours_per_week",
  daysPerWeek: "days_per_week",
  functionCode: "function_code",
  weekSchedule: "weekly_schedule",
  variableSchedule: "variable_schedule",
};
const ZBeChange = z
  .object({
    reference: z.string().min(1).max(64),
    change_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
    monthly_gross_cents: z.number().int().nullable().optional(),
    hours_per_week: z.number().nullable().optional(),
    days_per_week: z.number().nullable().optional(),
    function_code: z.string().max(20).nullable().optional(),
    weekly_schedule: z.array(z.number().int().min(0).max(1440)).length(7).nullable().optional(),
    variable_schedule: z.boolean().nullable().optional(),
  })
  .strict();

const ZFaults = z
  .object({
    wrongPassword: z.boolean(),
    expireSessions: z.boolean(),
    requireSecondFactor: z.boolean(),
    ...transportFaultsShape,
  })
  .partial()
  .strict();

// The portal's own rules for a contract's terms (a Belgian payroll file): a joint committee of three digits
// (with an optional sub-committee), at most 7 days and 50 hours a week, a schedule of 7 days in minutes.
const ZContractTerms = z
  .object({
    start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
    end_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
      .nullable(),
    monthly_gross_cents: z.number().int().min(0).max(100_000_000),
    weekly_minutes: z
      .number()
      .int()
      .min(0)
      .max(50 * 60),
    contract_type: z.enum(SIM_CONTRACT_TYPES),
    employment_type: z.enum(["worker", "employee"]),
    joint_committee: z.string().regex(/^\d{3}(\.\d{2})?$/, "a joint committee such as 200 or 302.01"),
    days_per_week: z.number().min(0.5).max(7).multipleOf(0.5),
    weekly_schedule: z.array(z.number().int().min(0).max(1440)).length(7).nullable(),
    variable_schedule: z.boolean(),
    function_code: z.string().max(20).nullable(),
    qualification_code: z.string().max(20).nullable(),
  })
  .partial()
  .strict();
const ZContractPatch = z
  .object({
    customer_code: z.string().min(1).max(64),
    worker_id: z.string().min(1).max(64),
    contract_id: z.string().min(1).max(64),
    set: z.record(z.string(), z.unknown()),
  })
  .strict();
