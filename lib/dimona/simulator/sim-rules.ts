// The RSZ simulator's own reading of the Dimona glossary (version 2023/2). Written apart from the app's
// rules (lib/dimona/rules.ts) on purpose: a declaration the app lets through and the simulator refuses (400)
// shows a bug on one side. Answers RSZ-style errors {code, zone, description}.

export type SimError = { zone: string; code: string; description: string };

const CURRENT_TYPES = new Set("OTH STU FLX EXT DWD IVT TRI STG RTA BCW ALT PMP O17 S17 T17".split(" "));
const RETIRED_TYPES = new Set(["A17", "STX", "QUA", "TEA"]);
const HOURS_TYPES = new Set(["STU", "O17", "S17"]);
const NEEDS_END = new Set(["EXT", "STU", "IVT", "TRI", "STG", "O17", "S17", "T17"]);
const PARCOMS = new Set(["124", "140", "144", "145", "149", "302", "320", "322", "XXX"]);

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const isDay = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const isHour = (v: unknown) => typeof v === "string" && /^([01]\d|2[0-3])[0-5]\d$/.test(v);
const isPeriod = (v: unknown) => /^\d{12}$/.test(String(v ?? ""));

function quarter(day: string): number {
  return Number(day.slice(0, 4)) * 4 + Math.ceil(Number(day.slice(5, 7)) / 3);
}

function checkEmployer(body: Obj, errors: SimError[]) {
  const employer = obj(body.employer);
  const numbers = [employer?.enterpriseNumber, employer?.nssoRegistrationNumber, employer?.provisionalNssoNumber];
  if (!numbers.some((n) => typeof n === "string" && /^\d{9,10}$/.test(n))) {
    errors.push({ zone: "00014", code: "00014-001", description: "employer identification missing" });
  }
}

function checkWorker(body: Obj, errors: SimError[]) {
  const worker = obj(body.worker);
  if (!worker) return errors.push({ zone: "00024", code: "00024-001", description: "worker missing" });
  if (worker.ssin !== undefined) {
    if (!/^\d{11}$/.test(String(worker.ssin)))
      errors.push({ zone: "00024", code: "00024-002", description: "ssin invalid" });
    return;
  }
  const needed = ["lastName", "firstName", "birthDate", "birthPlace", "birthCountry", "nationality"];
  if (needed.some((k) => !str(worker[k])) || !obj(worker.address)) {
    errors.push({ zone: "00024", code: "00024-010", description: "worker without ssin: identification incomplete" });
  }
}

function checkIn(decl: Obj, errors: SimError[]) {
  const features = obj(decl.features) ?? {};
  const type = String(features.workerType ?? "");
  if (RETIRED_TYPES.has(type))
    errors.push({ zone: "00655", code: "00655-003", description: "worker type no longer allowed" });
  else if (!CURRENT_TYPES.has(type))
    errors.push({ zone: "00655", code: "00655-001", description: "worker type unknown" });
  const parcom = String(features.jointCommissionNumber ?? "");
  if (!PARCOMS.has(parcom))
    errors.push({ zone: "00607", code: "00607-001", description: "joint committee not accepted" });
  if (parcom === "322" && !obj(decl.userCompany)) {
    errors.push({ zone: "00607", code: "00607-322", description: "interim: user company required" });
  }
  if (!isDay(decl.startDate)) errors.push({ zone: "00005", code: "00005-001", description: "start date invalid" });
  const end = decl.endDate;
  if (end !== undefined && !isDay(end))
    errors.push({ zone: "00006", code: "00006-001", description: "end date invalid" });
  if (end === undefined && (NEEDS_END.has(type) || parcom === "322")) {
    errors.push({ zone: "00006", code: "00006-002", description: "end date mandatory" });
  }
  if (isDay(end) && isDay(decl.startDate)) {
    if (String(end) < String(decl.startDate))
      errors.push({ zone: "00006", code: "00006-003", description: "end before start" });
    if (HOURS_TYPES.has(type) && quarter(String(end)) !== quarter(String(decl.startDate))) {
      errors.push({ zone: "00006", code: "00006-010", description: "period must end in the starting quarter" });
    }
    if (type === "T17" && end !== decl.startDate)
      errors.push({ zone: "00006", code: "00006-017", description: "T17 is one day" });
  }
  const hours = decl.plannedHoursNumber;
  if (HOURS_TYPES.has(type)) {
    if (!(Number.isInteger(hours) && (hours as number) >= 1 && (hours as number) <= 999)) {
      errors.push({ zone: "01300", code: "01300-001", description: "planned hours mandatory (1-999)" });
    }
  } else if (hours !== undefined) {
    errors.push({ zone: "01300", code: "01300-002", description: "planned hours not allowed for this worker type" });
  }
  for (const key of ["startHour", "endHour"]) {
    if (decl[key] !== undefined && !isHour(decl[key]))
      errors.push({ zone: "00007", code: "00007-001", description: `${key} invalid` });
  }
  const oneDayFlexi = type === "FLX" && end !== undefined && end === decl.startDate;
  if ((type === "EXT" || oneDayFlexi) && decl.startHour === undefined) {
    errors.push({ zone: "00007", code: "00007-002", description: "start hour mandatory" });
  }
  if (oneDayFlexi && decl.endHour === undefined)
    errors.push({ zone: "00007", code: "00007-003", description: "end hour mandatory" });
}

function checkPeriodChange(decl: Obj, kind: string, errors: SimError[]) {
  if (!isPeriod(decl.periodId)) errors.push({ zone: "00913", code: "00913-001", description: "period id invalid" });
  if (kind === "dimonaOut" && !isDay(decl.endDate)) {
    errors.push({ zone: "00006", code: "00006-002", description: "end date mandatory" });
  }
  for (const key of ["startDate", "endDate"]) {
    if (decl[key] !== undefined && !isDay(decl[key]))
      errors.push({ zone: "00005", code: "00005-002", description: `${key} invalid` });
  }
}

export type SimDeclarationKind = "dimonaIn" | "dimonaUpdate" | "dimonaCancel" | "dimonaOut";

/** The declaration's kind and part, or the errors that make it a 400. */
export function readDeclaration(body: unknown): { kind: SimDeclarationKind; part: Obj; errors: SimError[] } {
  const root = obj(body) ?? {};
  const errors: SimError[] = [];
  const kinds = (["dimonaIn", "dimonaUpdate", "dimonaCancel", "dimonaOut"] as const).filter((k) => obj(root[k]));
  if (kinds.length !== 1) {
    errors.push({
      zone: "00000",
      code: "00000-001",
      description: "exactly one of dimonaIn, dimonaUpdate, dimonaCancel, dimonaOut",
    });
    return { kind: "dimonaIn", part: {}, errors };
  }
  const kind = kinds[0]!;
  const part = obj(root[kind])!;
  checkEmployer(root, errors);
  if (kind === "dimonaIn") {
    checkWorker(root, errors);
    checkIn(part, errors);
  } else checkPeriodChange(part, kind, errors);
  return { kind, part, errors };
}

/** A period id as the RSZ's look: ten digits and their remainder modulo 97 (the one published example fits it). */
export function makePeriodId(sequence: number): string {
  const head = String(6_586_908_370 + sequence)
    .padStart(10, "0")
    .slice(-10);
  const check = Number(BigInt(head) % 97n) || 97;
  return `${head}${String(check).padStart(2, "0")}`;
}
