// One block per anomaly rule (lib/payroll/anomalies/): what it flags, what it leaves alone, and the link
// and message key it answers. March 2026 (Mon 2 March; no Belgian public holiday in March; 6 April is
// Easter Monday, used through the holidays set).
import type { MonthData, MonthDayOffType, MonthRequest } from "@/lib/payroll/anomalies/anomaly.types";
import { detectAnomalies } from "@/lib/payroll/anomalies/detect-anomalies";
import { hoursOverSchedule } from "@/lib/payroll/anomalies/hours-over-schedule";
import { leaveOnDaysOff } from "@/lib/payroll/anomalies/leave-on-days-off";
import { missingPayrollCodes } from "@/lib/payroll/anomalies/missing-payroll-codes";
import { missingPersonData } from "@/lib/payroll/anomalies/missing-person-data";
import { overlappingAbsences } from "@/lib/payroll/anomalies/overlapping-absences";
import { unapprovedRequests } from "@/lib/payroll/anomalies/unapproved-requests";

const person = { id: 1, name: "Ann", hasNationalNumber: true, hasIban: true, hasContract: true, linked: true };
let nextId = 1;
const req = (extra: Partial<MonthRequest> = {}): MonthRequest => ({
  id: nextId++,
  employeeId: 1,
  dayOffTypeId: 10,
  status: "approved",
  from: "2026-03-03",
  to: "2026-03-03",
  startPart: "full",
  endPart: "full",
  minutes: null,
  ...extra,
});
const month = (extra: Partial<MonthData> = {}): MonthData => ({
  year: 2026,
  month: 3,
  first: "2026-03-01",
  last: "2026-03-31",
  providerKey: "securex",
  people: [person],
  requests: [],
  types: new Map([[10, { id: 10, kind: "vacation", name: "vacation", payrollCodes: { securex: "VA" } }]]),
  // Full time, Monday to Friday.
  scheduledMinutes: (_id, date) => ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 0 : 456),
  holidays: new Set(),
  ...extra,
});

describe("unapprovedRequests", () => {
  it("flags pending requests and pending withdrawals, not approved ones", () => {
    const found = unapprovedRequests(
      month({ requests: [req({ status: "pending" }), req({ status: "deletion_requested" }), req()] }),
    );
    expect(found.map((a) => a.key)).toEqual(["unapprovedRequest", "withdrawalPending"]);
    // The type's kind goes with its name: the screen says a built-in type in the reader's language.
    expect(found[0]).toMatchObject({
      employee_id: 1,
      link: "/inbox",
      values: { type: "vacation", type_kind: "vacation" },
    });
  });
});

describe("missingPayrollCodes", () => {
  const types = new Map<number, MonthDayOffType>([
    [10, { id: 10, kind: "vacation", name: "vacation", payrollCodes: { securex: "VA" } }],
    [11, { id: 11, kind: "custom", name: "Training", payrollCodes: { sdworx: "300" } }],
    [12, { id: 12, kind: "custom", name: "Unused", payrollCodes: {} }],
    [13, { id: 13, kind: "sick", name: "sick", payrollCodes: {} }],
  ]);
  it("flags a type taken in the month with no code for this provider, once", () => {
    const found = missingPayrollCodes(
      month({ types, requests: [req(), req({ dayOffTypeId: 11 }), req({ dayOffTypeId: 11 })] }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      key: "missingPayrollCode",
      employee_id: null,
      link: "/calendar/settings#payroll-codes-11",
      fix: "setPayrollCode",
    });
    expect(found[0].values).toMatchObject({
      day_off_type_id: 11,
      type: "Training",
      type_kind: "custom",
      provider: "securex",
    });
    // Named by the integration's alias when the month knows it (never the raw key on screen).
    const named = missingPayrollCodes(
      month({ types, providerName: "Securex Gent", requests: [req({ dayOffTypeId: 11 })] }),
    );
    expect(named[0].values).toMatchObject({ provider: "Securex Gent" });
  });
  it("gives a built-in type's kind, which the screen translates, never only its raw key", () => {
    const found = missingPayrollCodes(month({ types, requests: [req({ dayOffTypeId: 13 })] }));
    expect(found[0].values).toMatchObject({ day_off_type_id: 13, type_kind: "sick" });
    expect(found[0].link).toBe("/calendar/settings#payroll-codes-13");
  });
  it("ignores types nobody took and pending requests", () => {
    expect(missingPayrollCodes(month({ types, requests: [req({ dayOffTypeId: 11, status: "pending" })] }))).toEqual([]);
  });
});

describe("missingPersonData", () => {
  it("names each missing item with a link to the person", () => {
    const found = missingPersonData(
      month({
        people: [
          { ...person, hasIban: false, linked: false },
          { ...person, id: 2, hasContract: false },
        ],
      }),
    );
    expect(found.map((a) => [a.employee_id, a.key])).toEqual([
      [1, "missingIban"],
      [1, "notLinkedToProvider"],
      [2, "missingContract"],
    ]);
    expect(found[0].link).toBe("/people/1");
  });
  it("flags a missing national number", () => {
    expect(missingPersonData(month({ people: [{ ...person, hasNationalNumber: false }] }))[0].key).toBe(
      "missingNationalNumber",
    );
  });
});

describe("leaveOnDaysOff", () => {
  it("flags leave starting on a Saturday and ending on a holiday, not a week spanning a weekend", () => {
    const found = leaveOnDaysOff(
      month({
        holidays: new Set(["2026-03-20"]),
        requests: [
          req({ from: "2026-03-07", to: "2026-03-09" }),
          req({ from: "2026-03-16", to: "2026-03-20" }),
          req({ from: "2026-03-02", to: "2026-03-13" }),
        ],
      }),
    );
    expect(found.map((a) => [a.key, a.values.date])).toEqual([
      ["leaveOnRestDay", "2026-03-07"],
      ["leaveOnPublicHoliday", "2026-03-20"],
    ]);
  });
  it("follows the person's schedule (a 4-day week rests on Wednesday)", () => {
    const fourDays = (_id: number, date: string) =>
      [0, 3, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 0 : 456;
    const found = leaveOnDaysOff(
      month({ scheduledMinutes: fourDays, requests: [req({ from: "2026-03-04", to: "2026-03-04" })] }),
    );
    expect(found[0]?.key).toBe("leaveOnRestDay");
  });
});

describe("overlappingAbsences", () => {
  it("flags two absences on one day", () => {
    const found = overlappingAbsences(
      month({
        requests: [
          req({ from: "2026-03-02", to: "2026-03-06" }),
          req({ from: "2026-03-05", to: "2026-03-05", status: "pending" }),
        ],
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ key: "overlappingAbsences", values: { date: "2026-03-05" } });
  });
  it("leaves a morning and an afternoon of one day, and other people, alone", () => {
    const found = overlappingAbsences(
      month({
        requests: [
          req({ from: "2026-03-02", to: "2026-03-03", endPart: "first_half" }),
          req({ from: "2026-03-03", to: "2026-03-04", startPart: "second_half" }),
          req({ employeeId: 2, from: "2026-03-02", to: "2026-03-02" }),
        ],
      }),
    );
    expect(found).toEqual([]);
  });
});

describe("hoursOverSchedule", () => {
  it("flags an hours request above the day's scheduled minutes", () => {
    const found = hoursOverSchedule(month({ requests: [req({ minutes: 480 }), req({ minutes: 240 })] }));
    expect(found).toHaveLength(1);
    expect(found[0].values).toMatchObject({ hours: 8, scheduled_hours: 7.6 });
  });
  it("counts a holiday as zero scheduled hours", () => {
    expect(
      hoursOverSchedule(month({ holidays: new Set(["2026-03-03"]), requests: [req({ minutes: 60 })] })),
    ).toHaveLength(1);
  });
});

describe("detectAnomalies", () => {
  it("lists company-wide anomalies first, then people in the loaded order", () => {
    const types = new Map<number, MonthDayOffType>([
      [11, { id: 11, kind: "custom", name: "Training", payrollCodes: {} }],
    ]);
    const found = detectAnomalies(
      month({
        types,
        people: [
          { ...person, id: 2, hasIban: false },
          { ...person, hasIban: false },
        ],
        requests: [req({ dayOffTypeId: 11 })],
      }),
    );
    expect(found.map((a) => a.employee_id)).toEqual([null, 2, 1]);
  });
});
