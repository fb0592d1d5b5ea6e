// The day-off types every group starts with: what a Belgian or Dutch company uses. Some only exist when
// the group switches their feature flag on (sick-day types, education, overtime compensation). Names come
// from the screen texts (messages/*/leave.json, key types.<kind>); custom types carry their own name.
import type { FeatureFlagName } from "@/lib/access/feature-flags";

export type BuiltInDayOffType = {
  kind: string;
  unit: "days" | "hours";
  needsApproval: boolean;
  selfRequest: boolean;
  tracksBalance: boolean;
  yearlyAllowance: number | null;
  colour: string;
  /** The flag that must be on for this type to be offered. */
  flag?: FeatureFlagName;
  payrollCodes: Record<string, string>;
};

export const BUILT_IN_DAY_OFF_TYPES: BuiltInDayOffType[] = [
  // Statutory annual leave (wettelijk verlof / congé légal); the allowance is computed per person.
  {
    kind: "vacation",
    unit: "days",
    needsApproval: true,
    selfRequest: true,
    tracksBalance: true,
    yearlyAllowance: 20,
    colour: "#2563eb",
    payrollCodes: { securex: "VA", sdworx: "110", partena: "VAK" },
  },
  // Extra-legal days and working-time reduction (ADV / RTT) granted by the company or the sector.
  {
    kind: "extra_vacation",
    unit: "days",
    needsApproval: true,
    selfRequest: true,
    tracksBalance: true,
    yearlyAllowance: 0,
    colour: "#7c3aed",
    payrollCodes: { securex: "EV", sdworx: "111", partena: "EXV" },
  },
  {
    kind: "sick",
    unit: "days",
    needsApproval: false,
    selfRequest: true,
    tracksBalance: false,
    yearlyAllowance: null,
    colour: "#dc2626",
    flag: "enable_day_off_sick_types",
    payrollCodes: { securex: "ZK", sdworx: "200", partena: "ZIE" },
  },
  // Small leave for family events (klein verlet / petit chômage).
  {
    kind: "small_leave",
    unit: "days",
    needsApproval: true,
    selfRequest: true,
    tracksBalance: false,
    yearlyAllowance: null,
    colour: "#0891b2",
    payrollCodes: { securex: "KV", sdworx: "130", partena: "KVE" },
  },
  {
    kind: "education",
    unit: "hours",
    needsApproval: true,
    selfRequest: true,
    tracksBalance: true,
    yearlyAllowance: 0,
    colour: "#ca8a04",
    flag: "enable_day_off_education",
    payrollCodes: { securex: "BE", sdworx: "150", partena: "BEV" },
  },
  {
    kind: "overtime_compensation",
    unit: "hours",
    needsApproval: true,
    selfRequest: true,
    tracksBalance: true,
    yearlyAllowance: 0,
    colour: "#16a34a",
    flag: "enable_overtime_exceptions",
    payrollCodes: { securex: "OU", sdworx: "160", partena: "OVU" },
  },
  {
    kind: "unpaid",
    unit: "days",
    needsApproval: true,
    selfRequest: true,
    tracksBalance: false,
    yearlyAllowance: null,
    colour: "#64748b",
    payrollCodes: { securex: "OV", sdworx: "300", partena: "ONB" },
  },
  {
    kind: "parental_leave",
    unit: "days",
    needsApproval: true,
    selfRequest: false,
    tracksBalance: false,
    yearlyAllowance: null,
    colour: "#db2777",
    payrollCodes: { securex: "OS", sdworx: "310", partena: "OUD" },
  },
];

export const BUILT_IN_KINDS = BUILT_IN_DAY_OFF_TYPES.map((t) => t.kind);
export const CUSTOM_KIND = "custom";
