// What the anomaly rules read (one month's data for a set of people, loaded in a bounded number of queries
// by load-month-data.ts) and what they answer: a message key (messages/*/payroll.json, anomalies.*), the
// values it needs, the person or object concerned, and the page where a person fixes it.
import type { IsoDate } from "@/lib/leave/iso-date";

export type MonthPerson = {
  id: number;
  name: string;
  hasNationalNumber: boolean;
  hasIban: boolean;
  /** A wage (contract) covering part of the month. */
  hasContract: boolean;
  /** Linked to a person at the integration's provider (always false without an integration). */
  linked: boolean;
};

export type MonthRequest = {
  id: number;
  employeeId: number;
  dayOffTypeId: number;
  status: "pending" | "approved" | "declined" | "cancelled" | "deletion_requested";
  from: IsoDate;
  to: IsoDate;
  startPart: "full" | "second_half";
  endPart: "full" | "first_half";
  minutes: number | null;
};

/** kind: a built-in kind (vacation, sick, …) the screen names in the reader's language, or custom (then `name`). */
export type MonthDayOffType = { id: number; kind: string; name: string; payrollCodes: Record<string, string> };

export type MonthData = {
  year: number;
  month: number;
  first: IsoDate;
  last: IsoDate;
  /** The key of the provider's codes in a day-off type's payroll codes (the integration's source). */
  providerKey: string | null;
  /** What a person calls that integration (its alias), for messages; the key when absent. */
  providerName?: string | null;
  people: MonthPerson[];
  requests: MonthRequest[];
  types: Map<number, MonthDayOffType>;
  /** Minutes the person is scheduled to work on a day by their weekly schedule (holidays not removed). */
  scheduledMinutes(employeeId: number, date: IsoDate): number;
  holidays: Set<IsoDate>;
};

export type Anomaly = {
  rule: string;
  /** Key under anomalies.* in messages/{en,nl,fr}/payroll.json. */
  key: string;
  employee_id: number | null;
  values: Record<string, string | number>;
  /** Where to fix it. */
  link: string;
  /** Key under screen.* naming what the link does, when more than the plain "Fix". */
  fix?: string;
};

export type AnomalyRule = (data: MonthData) => Anomaly[];
