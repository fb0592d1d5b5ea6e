// The Dimona glossary values the app checks before sending (../shared/domain/be-nl-payroll.md, glossary
// version 2023/2). The RSZ simulator keeps its own copy (lib/dimona/simulator/sim-rules.ts) on purpose.

export const DIMONA_TYPES = ["IN", "UPDATE", "CANCEL", "OUT"] as const;
export type DimonaTypeName = (typeof DIMONA_TYPES)[number];

/** Worker types of zone 00655 that may be declared today. */
export const WORKER_TYPES = [
  "OTH",
  "STU",
  "FLX",
  "EXT",
  "DWD",
  "IVT",
  "TRI",
  "STG",
  "RTA",
  "BCW",
  "ALT",
  "PMP",
  "O17",
  "S17",
  "T17",
] as const;
export type WorkerType = (typeof WORKER_TYPES)[number];

/** Worker types the RSZ no longer takes (A17 from 2022; STX, QUA from 2023; TEA). */
export const OBSOLETE_WORKER_TYPES = ["A17", "STX", "QUA", "TEA"] as const;

/** Joint committees Dimona knows by number; every other committee is declared as XXX. */
export const DIMONA_JOINT_COMMITTEES = ["124", "140", "144", "145", "149", "302", "320", "322", "XXX"] as const;

/** Planned hours are declared (and only declared) for students and article-17 socio-cultural / sport workers. */
export const PLANNED_HOURS_TYPES: readonly string[] = ["STU", "O17", "S17"];

/** An IN for these needs an end date (joint committee 322 too). */
export const END_DATE_REQUIRED_TYPES: readonly string[] = ["EXT", "STU", "IVT", "TRI", "STG", "O17", "S17", "T17"];

/** These end in the quarter they start in. */
export const SAME_QUARTER_TYPES: readonly string[] = ["STU", "O17", "S17"];

/** Construction sector joint committee: the only one that carries C3.2A control-card numbers. */
export const CONSTRUCTION_JOINT_COMMITTEE = "124";

/** Employment nature, zone 01231. */
export const EMPLOYMENT_STATUSES = ["WORKER", "EMPLOYEE"] as const;

/** "Reopen" end date of an UPDATE. */
export const OPEN_END_DATE = "9999-12-31";
