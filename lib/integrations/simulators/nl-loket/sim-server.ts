// The Dutch payroll simulator: a real HTTP peer shaped on Loket.nl's REST API that the NL adapter talks to
// (issue 19). OAuth2 at /loket/oauth/token (form-encoded; grant_type password with the app's client id and
// secret plus the customer's username and password, or refresh_token); the API under /loket/api/v2 with a
// Bearer access token, lists as {_embedded, currentPage, pageSize, totalSize, totalPages}, one resource as
// {content}:
//   GET  /providers/employers                                         employers the user may act for
//   GET  /providers/employers/{employerId}/employees?pageNumber&pageSize
//   POST /providers/employers/{employerId}/employees                  (BSN eleven-proof, Loket's name limits)
//   GET  /providers/employers/{employerId}/employments?pageNumber&pageSize
//   GET  /providers/employers/{employerId}/{departments|costcenters|functions|leavetypes|wagecomponents}
//   GET  /providers/employers/employees/{employeeId}/wagecomponents?year&month (paged)
//   GET  /providers/employers/employees/{employeeId}/leave?year&month (paged)
//   POST /providers/employers/employees/{employeeId}/contractchanges   a contract change -> 201 | 200 (known reference) | 422
//   PUT  /providers/employers/{employerId}/payrollperiods/{YYYY-MM}/variabledata   a month push (sim-payroll.ts)
//   GET  the same path                                                 what the simulator holds for the month
// Access tokens expire (accessTokenTtlMs): the client refreshes. Faults as the BE simulator's, set per test
// (setFaults) or over HTTP (POST /loket/_sim/faults); the demo credentials are on the page /loket/.
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { calendarOfMonth, PayrollLedger, parsePeriod, type LedgerMonth } from "../payroll-ledger";
import { BadRequest, escapeHtml, intQuery, readBody, readJsonBody, sendJson, zodFields } from "../shared/sim-http";
import { SimHttpServer, transportFaultsShape, type TransportFaults } from "../shared/sim-transport";
import { linesOfVariableData, wageComponentsInMonth, ZLoketVariableData } from "./sim-payroll";
import { changeProblem, keepChange } from "../shared/sim-contract-changes";
import {
  employeeProblem,
  employmentProblem,
  workingPattern,
  type LoketCode,
  type LoketEmployee,
  type LoketEmployer,
  type LoketEmployment,
} from "./sim-store";

export type NlSimFaults = {
  /** Every password grant is refused (invalid_grant). */
  wrongPassword?: boolean;
  /** Every access token issued so far expires now (the client must refresh); new ones work. */
  expireSessions?: boolean;
  /** Every refresh token issued so far is dropped too (the client must log in again). */
  expireRefreshTokens?: boolean;
} & TransportFaults;

export type OAuthClient = { clientId: string; clientSecret: string };
type Grant = { username: string; employerIds: string[] };
type AccessToken = Grant & { expiresAt: number };

export type NlPayrollSimulatorOptions = {
  employers?: LoketEmployer[];
  clients: OAuthClient[];
  accessTokenTtlMs?: number;
  log?: (line: string) => void;
  /** Shown on the simulator's page (the demo employer's credentials), never secrets of real users. */
  demoNote?: string;
};

export const NL_API_PREFIX = "/loket/api/v2";

export class NlPayrollSimulator {
  private readonly employers = new Map<string, LoketEmployer>();
  private readonly clients: OAuthClient[];
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly ledgers = new Map<string, PayrollLedger>();
  private faults: NlSimFaults = {};
  private readonly http = new SimHttpServer((req, res) => this.handle(req, res));
  readonly accessTokenTtlMs: number;
  private readonly log: (line: string) => void;
  private readonly demoNote: string;
  /** Requests seen, by "METHOD path" (tests check what the adapter really asked, e.g. a refresh). */
  readonly requests: string[] = [];

  constructor(options: NlPayrollSimulatorOptions) {
    for (const employer of options.employers ?? []) this.addEmployer(employer);
    this.clients = options.clients;
    this.accessTokenTtlMs = options.accessTokenTtlMs ?? 60 * 60_000;
    this.log = options.log ?? ((line) => console.log(`[nl-payroll-simulator] ${line}`));
    this.demoNote = options.demoNote ?? "";
  }

  /** Adds an employer; its employees and employments must pass the simulator's own checks (BSN eleven-proof, hours). */
  addEmployer(employer: LoketEmployer): void {
    for (const e of employer.employees) {
      const problem = employeeProblem(e);
      if (problem) throw new Error(`employee ${e.employeeNumber}: ${problem.field}: ${problem.message}`);
      for (const x of e.employments) {
        const wrong = employmentProblem(x);
        if (wrong) throw new Error(`employment ${x.id}: ${wrong.field}: ${wrong.message}`);
      }
    }
    this.employers.set(employer.id, employer);
  }

  employerByNumber(employerNumber: string): LoketEmployer | undefined {
    return [...this.employers.values()].find((e) => e.employerNumber === employerNumber);
  }

  /** What the simulator holds for an employer's month ("YYYY-MM"), by employer number. */
  receivedMonth(employerNumber: string, period: string): LedgerMonth {
    const employer = this.employerByNumber(employerNumber);
    return (employer && this.ledgers.get(employer.id)?.read(period)) || { lines: [], receipts: [] };
  }

  setFaults(faults: NlSimFaults): void {
    this.faults = { ...faults };
    // Expiry acts on what was issued before: a client that renews its token can go on.
    if (faults.expireSessions) for (const token of this.accessTokens.values()) token.expiresAt = 0;
    if (faults.expireRefreshTokens) this.refreshTokens.clear();
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
      if (path.startsWith("/loket/_sim/")) return await this.control(req, res, path);
      if (path === "/loket" && req.method === "GET") return this.infoPage(res);
      const faulted = await this.http.injectFaults(this.faults, path, res, () =>
        sendJson(res, 500, { message: "An unexpected error occurred" }),
      );
      if (faulted) return;
      // Loket serves its token endpoint on its own host; a client configured with only the API's base URL
      // asks for it under the API path: both are served.
      const tokenPaths = ["/loket/oauth/token", `${NL_API_PREFIX}/oauth/token`];
      if (tokenPaths.includes(path) && req.method === "POST") return await this.token(req, res);
      if (!path.startsWith(NL_API_PREFIX)) return sendJson(res, 404, { message: "Not found" });
      const grant = this.authorize(req, res);
      if (!grant) return;
      return await this.api(req, res, grant, path.slice(NL_API_PREFIX.length), url);
    } catch (error) {
      if (error instanceof BadRequest) return sendJson(res, 400, { message: error.message });
      this.log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      return sendJson(res, 500, { message: "An unexpected error occurred" });
    }
  }

  // OAuth2 token endpoint (RFC 6749 errors: invalid_client 401, invalid_grant 400).
  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req, 16 * 1024));
    const client = this.clients.find(
      (c) => c.clientId === form.get("client_id") && c.clientSecret === form.get("client_secret"),
    );
    if (!client) return sendJson(res, 401, { error: "invalid_client", error_description: "Unknown client" });
    const grantType = form.get("grant_type");
    let grant: Grant | undefined;
    if (grantType === "password") {
      const username = form.get("username") ?? "";
      const password = form.get("password") ?? "";
      const employerIds = [...this.employers.values()]
        .filter((e) => e.users.some((u) => u.username === username && u.password === password))
        .map((e) => e.id);
      if (employerIds.length === 0 || this.faults.wrongPassword) {
        return sendJson(res, 400, { error: "invalid_grant", error_description: "Invalid username or password" });
      }
      grant = { username, employerIds };
    } else if (grantType === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      grant = this.refreshTokens.get(refresh);
      this.refreshTokens.delete(refresh); // refresh tokens are single use
      if (!grant) return sendJson(res, 400, { error: "invalid_grant", error_description: "Refresh token expired" });
    } else {
      return sendJson(res, 400, { error: "unsupported_grant_type" });
    }
    const access = randomBytes(24).toString("base64url");
    const refresh = randomBytes(24).toString("base64url");
    this.accessTokens.set(access, { ...grant, expiresAt: Date.now() + this.accessTokenTtlMs });
    this.refreshTokens.set(refresh, grant);
    return sendJson(res, 200, {
      access_token: access,
      token_type: "Bearer",
      expires_in: Math.max(1, Math.round(this.accessTokenTtlMs / 1000)),
      refresh_token: refresh,
    });
  }

  private authorize(req: IncomingMessage, res: ServerResponse): Grant | null {
    const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const access = this.accessTokens.get(token);
    if (!access || access.expiresAt <= Date.now()) {
      if (access) this.accessTokens.delete(token);
      sendJson(
        res,
        401,
        { message: "The access token is invalid or expired" },
        {
          "www-authenticate": 'Bearer error="invalid_token"',
        },
      );
      return null;
    }
    return access;
  }

  private async api(req: IncomingMessage, res: ServerResponse, grant: Grant, path: string, url: URL) {
    const method = req.method ?? "GET";
    if (path === "/providers/employers" && method === "GET") {
      // Paged like every Loket list (pageNumber, pageSize): an accountant's login may reach many employers.
      const mine = grant.employerIds.flatMap((id) => this.employers.get(id) ?? []);
      return this.list(
        res,
        url,
        mine.map((e) => ({ id: e.id, companyName: e.companyName, employerNumber: e.employerNumber })),
      );
    }
    const wages = path.match(/^\/providers\/employers\/employees\/([^/]+)\/wagecomponents$/);
    if (wages && method === "GET") {
      const employer = [...grant.employerIds]
        .map((id) => this.employers.get(id))
        .find((e) => e?.employees.some((p) => p.id === wages[1]));
      if (!employer) return sendJson(res, 404, { message: "Employee not found" });
      const year = intQuery(url, "year", new Date().getFullYear(), 2000, 2100);
      const month = intQuery(url, "month", new Date().getMonth() + 1, 1, 12);
      const rows = wageComponentsInMonth(employer, wages[1]!, { year, month }) ?? [];
      return this.list(res, url, rows.map(wageComponentJson));
    }
    const changes = path.match(/^\/providers\/employers\/employees\/([^/]+)\/contractchanges$/);
    if (changes && (method === "POST" || method === "GET")) return this.contractChange(req, res, grant, changes[1]!);
    const leave = path.match(/^\/providers\/employers\/employees\/([^/]+)\/leave$/);
    if (leave && method === "GET") return this.employeeLeave(res, grant, leave[1]!, url);
    const m = path.match(/^\/providers\/employers\/([^/]+)(\/.*)$/);
    const employer = m && grant.employerIds.includes(m[1]!) ? this.employers.get(m[1]!) : undefined;
    // Another employer's data is as absent as an unknown one.
    if (!m || !employer) return sendJson(res, 404, { message: "Not found" });
    const rest = m[2]!;
    if (rest === "/employees" && method === "GET") return this.list(res, url, employer.employees.map(employeeJson));
    if (rest === "/employees" && method === "POST") return this.createEmployee(req, res, employer);
    if (rest === "/employments" && method === "GET") {
      const rows = employer.employees.flatMap((e) => e.employments.map((x) => employmentJson(employer, e, x)));
      return this.list(res, url, rows);
    }
    const lists: Record<string, LoketCode[]> = {
      "/departments": employer.departments,
      "/costcenters": employer.costCenters,
      "/functions": employer.functions,
      "/leavetypes": employer.leaveTypes,
      "/wagecomponents": employer.wageComponentTypes,
    };
    if (lists[rest] && method === "GET") return this.list(res, url, lists[rest]);
    const period = rest.match(/^\/payrollperiods\/([^/]+)\/variabledata$/);
    if (period && (method === "PUT" || method === "GET")) return this.variableData(req, res, employer, period[1]!);
    return sendJson(res, 404, { message: "Not found" });
  }

  // A contract change for one employee: checked by the simulator's own rules, kept once per reference.
  private async contractChange(req: IncomingMessage, res: ServerResponse, grant: Grant, employeeId: string) {
    const employer = [...grant.employerIds]
      .map((id) => this.employers.get(id))
      .find((e) => e?.employees.some((p) => p.id === employeeId));
    const employee = employer?.employees.find((p) => p.id === employeeId);
    if (!employer || !employee) return sendJson(res, 404, { message: "Employee not found" });
    const kept = (employee.contractChanges ??= []);
    if (req.method === "GET") return sendJson(res, 200, page(kept, 1, kept.length || 1, kept.length));
    const parsed = ZLoketChange.safeParse(await readJsonBody(req));
    if (!parsed.success) return sendJson(res, 422, { errors: toErrors(zodFields(parsed.error)) });
    const b = parsed.data;
    const change = {
      reference: b.reference,
      changeDate: b.startDate,
      grossCents: b.grossWage == null ? null : Math.round(b.grossWage * 100),
      hoursPerWeek: b.hoursPerWeek ?? null,
      daysPerWeek: b.daysPerWeek ?? null,
      functionCode: b.function?.code ?? null,
      weekSchedule: b.weekSchedule ?? null,
      variableSchedule: b.variableSchedule ?? null,
    };
    const problem = changeProblem(
      change,
      employee.employments.map((e) => ({ start: e.startDate, end: e.endDate })),
      employer.functions.map((f) => f.code),
      NL_CHANGE_FIELDS,
    );
    if (problem)
      return sendJson(res, 422, { errors: [{ property: problem[0], code: "invalid", message: problem[1] }] });
    const { receipt, created } = keepChange(kept, change);
    return sendJson(res, created ? 201 : 200, { content: { id: receipt.receiptId, receivedOn: receipt.receivedAt } });
  }

  /** The contract changes the simulator keeps for an employee (tests check what arrived). */
  contractChangesOf(employeeId: string) {
    for (const employer of this.employers.values()) {
      const employee = employer.employees.find((e) => e.id === employeeId);
      if (employee) return employee.contractChanges ?? [];
    }
    return [];
  }

  // GET /providers/employers/employees/{id}/leave?year&month: the employee's leave lines in the period (paged).
  private employeeLeave(res: ServerResponse, grant: Grant, employeeId: string, url: URL) {
    const employer = [...grant.employerIds]
      .map((id) => this.employers.get(id))
      .find((e) => e?.employees.some((p) => p.id === employeeId));
    const employee = employer?.employees.find((p) => p.id === employeeId);
    if (!employer || !employee) return sendJson(res, 404, { message: "Employee not found" });
    const year = intQuery(url, "year", new Date().getFullYear(), 2000, 2100);
    const month = intQuery(url, "month", new Date().getMonth() + 1, 1, 12);
    const period = `${year}-${String(month).padStart(2, "0")}`;
    const own = (employee.leave ?? []).map((l) => ({ date: l.date, code: l.leaveTypeCode, hours: l.numberOfHours }));
    const days = calendarOfMonth(
      this.ledgers.get(employer.id)?.read(period) ?? { lines: [], receipts: [] },
      employeeId,
      own,
      period,
      (d) => ({
        date: String(d.date),
        code: String((d.leaveType as { code?: unknown } | undefined)?.code ?? ""),
        hours: Number(d.numberOfHours),
      }),
    );
    const rows = days.map((d) => ({ date: d.date, numberOfHours: d.hours, leaveType: { code: d.code } }));
    return this.list(res, url, rows);
  }

  private list(res: ServerResponse, url: URL, rows: unknown[]) {
    const pageNumber = intQuery(url, "pageNumber", 1, 1, 1_000_000);
    const pageSize = intQuery(url, "pageSize", 100, 1, 500);
    const start = (pageNumber - 1) * pageSize;
    return sendJson(res, 200, page(rows.slice(start, start + pageSize), pageNumber, pageSize, rows.length));
  }

  private async createEmployee(req: IncomingMessage, res: ServerResponse, employer: LoketEmployer) {
    const parsed = ZNewEmployee.safeParse(await readJsonBody(req));
    if (!parsed.success) return sendJson(res, 422, { errors: toErrors(zodFields(parsed.error)) });
    const { personalDetails: p, citizenServiceNumber } = parsed.data;
    const employee: LoketEmployee = {
      id: randomUUID(),
      employeeNumber: Math.max(1000, ...employer.employees.map((e) => e.employeeNumber)) + 1,
      firstName: p.firstName,
      initials: p.initials ?? "",
      prefix: p.prefix ?? null,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth,
      citizenServiceNumber,
      employments: [],
    };
    const problem = employeeProblem(employee);
    if (problem)
      return sendJson(res, 422, { errors: [{ property: problem.field, code: "invalid", message: problem.message }] });
    if (employer.employees.some((e) => e.citizenServiceNumber === citizenServiceNumber)) {
      return sendJson(res, 409, {
        errors: [{ property: "citizenServiceNumber", code: "duplicate", message: "Already employed" }],
      });
    }
    employer.employees.push(employee);
    return sendJson(res, 201, { content: employeeJson(employee) });
  }

  private async variableData(req: IncomingMessage, res: ServerResponse, employer: LoketEmployer, raw: string) {
    const period = parsePeriod(raw);
    if (!period) return sendJson(res, 404, { message: "Not found" });
    const ledger = this.ledgers.get(employer.id) ?? new PayrollLedger();
    this.ledgers.set(employer.id, ledger);
    if (req.method === "GET") return sendJson(res, 200, { content: ledger.read(period.period) });
    const parsed = ZLoketVariableData.safeParse(await readJsonBody(req, 16 * 1024 * 1024));
    if (!parsed.success) return sendJson(res, 422, { errors: toErrors(zodFields(parsed.error)) });
    const { lines, errors } = linesOfVariableData(employer, period, parsed.data);
    if (errors.length > 0) return sendJson(res, 422, { errors: errors.slice(0, 200) });
    const r = ledger.apply(period.period, parsed.data.employeeIds, lines, {
      payoutDate: parsed.data.payoutDate,
      messageForPayroll: parsed.data.messageForPayroll,
    });
    this.log(`variable data ${period.period} for employer ${employer.employerNumber}: ${r.line_count} lines`);
    return sendJson(res, 200, {
      content: {
        id: r.receipt_id,
        receivedOn: r.received_at,
        numberOfLines: r.line_count,
        added: r.added,
        changed: r.changed,
        removed: r.removed,
        unchanged: r.unchanged,
      },
    });
  }

  private async control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === "/loket/_sim/faults" && req.method === "GET") return sendJson(res, 200, this.faults);
    if (path === "/loket/_sim/faults" && req.method === "POST") {
      const parsed = ZFaults.safeParse(await readJsonBody(req));
      if (!parsed.success) return sendJson(res, 422, { error: "validation", fields: zodFields(parsed.error) });
      this.setFaults(parsed.data);
      return sendJson(res, 200, this.faults);
    }
    if (path === "/loket/_sim/employments" && req.method === "POST") {
      const parsed = ZEmploymentPatch.safeParse(await readJsonBody(req));
      if (!parsed.success) return sendJson(res, 422, { errors: toErrors(zodFields(parsed.error)) });
      const { employerNumber, employmentId, set } = parsed.data;
      const outcome = this.changeEmployment(employerNumber, employmentId, set);
      if (outcome === null) return sendJson(res, 404, { message: "Not found" });
      if ("field" in outcome) return sendJson(res, 422, { errors: toErrors({ [outcome.field]: outcome.message }) });
      return sendJson(res, 200, { content: outcome });
    }
    return sendJson(res, 404, { message: "Not found" });
  }

  /**
   * A payroll officer's edit of one employment (tests call it in process): checked by the simulator's own
   * limits; null when unknown, the refused field otherwise.
   */
  changeEmployment(
    employerNumber: string,
    employmentId: string,
    set: Partial<LoketEmployment>,
  ): LoketEmployment | { field: string; message: string } | null {
    const employment = this.employerByNumber(employerNumber)
      ?.employees.flatMap((e) => e.employments)
      .find((x) => x.id === employmentId);
    if (!employment) return null;
    const parsed = ZEmploymentTerms.safeParse(set);
    if (!parsed.success) {
      const [field, message] = Object.entries(zodFields(parsed.error))[0] ?? ["set", "invalid"];
      return { field, message };
    }
    const next = { ...employment, ...parsed.data };
    const problem = employmentProblem(next);
    if (problem) return problem;
    Object.assign(employment, parsed.data);
    return employment;
  }

  private infoPage(res: ServerResponse): void {
    const employers = [...this.employers.values()]
      .map(
        (e) =>
          `<li>${escapeHtml(e.companyName)}: customer code <b>${escapeHtml(e.employerNumber)}</b>, ${e.employees.length} employees</li>`,
      )
      .join("");
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>NL payroll simulator</title>
<h1>NL payroll simulator (Loket-shaped)</h1><ul>${employers}</ul><p>${escapeHtml(this.demoNote)}</p>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(html);
  }
}

function page(rows: unknown[], currentPage: number, pageSize: number, totalSize: number) {
  return {
    _embedded: rows,
    currentPage,
    pageSize,
    totalSize,
    totalPages: Math.max(1, Math.ceil(totalSize / pageSize)),
  };
}

const toErrors = (fields: Record<string, string>) =>
  Object.entries(fields).map(([property, message]) => ({ property, code: "invalid", message }));

function employeeJson(e: LoketEmployee) {
  return {
    id: e.id,
    employeeNumber: e.employeeNumber,
    personalDetails: {
      firstName: e.firstName,
      initials: e.initials,
      prefix: e.prefix,
      lastName: e.lastName,
      dateOfBirth: e.dateOfBirth,
    },
    citizenServiceNumber: e.citizenServiceNumber,
  };
}

function employmentJson(employer: LoketEmployer, e: LoketEmployee, x: LoketEmployee["employments"][number]) {
  const find = (list: LoketCode[], code: string | null) => (code ? (list.find((c) => c.code === code) ?? null) : null);
  return {
    id: x.id,
    employee: { id: e.id, employeeNumber: e.employeeNumber },
    startDate: x.startDate,
    endDate: x.endDate,
    department: find(employer.departments, x.departmentCode),
    costCenter: find(employer.costCenters, x.costCenterCode),
    function: find(employer.functions, x.functionCode),
    typeOfContract:
      (x.typeOfContract ?? (x.endDate ? "definite" : "indefinite")) === "definite"
        ? { key: 2, value: "Bepaalde tijd" }
        : { key: 1, value: "Onbepaalde tijd" },
    workingHours: (() => {
      const pattern = workingPattern(x);
      return {
        averageHoursPerWeek: x.averageHoursPerWeek,
        averageDaysPerWeek: pattern.days,
        flexibleHours: x.flexibleHours ?? false,
        workingPattern: pattern.hoursPerDay?.map((hours, i) => ({ dayOfWeek: i + 1, hours })) ?? null,
      };
    })(),
    wage: { grossWage: x.grossMonthlyWage, payPeriod: "month" },
  };
}

function wageComponentJson(w: ReturnType<typeof wageComponentsInMonth> extends (infer T)[] | null ? T : never) {
  return {
    wageComponent: { code: w.code, description: w.description },
    type: w.kind,
    value: w.value,
    unit: w.unit,
    startDate: w.startDate,
    endDate: w.endDate,
  };
}

const ZNewEmployee = z.object({
  personalDetails: z.object({
    firstName: z.string().min(1).max(28),
    initials: z.string().max(6).optional(),
    prefix: z.string().max(10).nullable().optional(),
    lastName: z.string().min(1).max(25),
    dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  citizenServiceNumber: z.string().regex(/^\d{9}$/, "9 digits"),
});

const ZFaults = z
  .object({
    wrongPassword: z.boolean(),
    expireSessions: z.boolean(),
    expireRefreshTokens: z.boolean(),
    ...transportFaultsShape,
  })
  .partial()
  .strict();

const NL_CHANGE_FIELDS = {
  reference: "reference",
  changeDate: "startDate",
  grossCents: "grossWage",
  hoursPerWeek: "hoursPerWeek",
  daysPerWeek: "daysPerWeek",
  functionCode: "function.code",
  weekSchedule: "weekSchedule",
  variableSchedule: "variableSchedule",
};
const ZLoketChange = z
  .object({
    reference: z.string().min(1).max(64),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
    grossWage: z.number().multipleOf(0.01).nullable().optional(),
    hoursPerWeek: z.number().nullable().optional(),
    daysPerWeek: z.number().nullable().optional(),
    function: z
      .object({ code: z.string().max(20) })
      .nullable()
      .optional(),
    weekSchedule: z.array(z.number().int().min(0).max(1440)).length(7).nullable().optional(),
    variableSchedule: z.boolean().nullable().optional(),
  })
  .strict();

const ZEmploymentTerms = z
  .object({
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
      .nullable(),
    grossMonthlyWage: z.number().min(0),
    averageHoursPerWeek: z.number().min(0).max(60),
    averageDaysPerWeek: z.number().gt(0).max(7),
    typeOfContract: z.enum(["indefinite", "definite"]),
    weekSchedule: z.array(z.number().min(0).max(24)).length(7).nullable(),
    flexibleHours: z.boolean(),
    functionCode: z.string().max(20).nullable(),
    departmentCode: z.string().max(20).nullable(),
    costCenterCode: z.string().max(20).nullable(),
  })
  .partial()
  .strict();
const ZEmploymentPatch = z
  .object({
    employerNumber: z.string().min(1).max(20),
    employmentId: z.string().min(1).max(64),
    set: z.record(z.string(), z.unknown()),
  })
  .strict();
