// Each Dimona field rule of the domain file with a valid and an invalid example.
import {
  c32aRule,
  checkDimonaDraft,
  dateRangeRule,
  deadlineRule,
  employerRule,
  endDateRequiredRule,
  endDateShapeRule,
  hoursRule,
  jointCommitteeRule,
  nextWorkingDay,
  periodIdRule,
  plannedHoursRule,
  startDateRule,
  workerIdentificationRule,
  workerTypeRule,
  type DimonaDraft,
} from "@/lib/dimona/rules";

const TODAY = "2026-11-27";
const draft = (fields: Partial<DimonaDraft> = {}): DimonaDraft => ({
  type: "IN",
  workerType: "OTH",
  jointCommittee: "XXX",
  startDate: "2026-12-01",
  endDate: null,
  today: TODAY,
  ...fields,
});
const rules = (breaches: { rule: string }[]) => breaches.map((b) => b.rule);

describe("worker type (zone 00655)", () => {
  it("takes a current type", () => expect(workerTypeRule(draft({ workerType: "FLX" }))).toEqual([]));
  it.each(["A17", "STX", "QUA", "TEA"])("refuses obsolete %s", (type) =>
    expect(rules(workerTypeRule(draft({ workerType: type })))).toEqual(["worker_type_obsolete"]),
  );
  it("refuses an unknown code", () =>
    expect(workerTypeRule(draft({ workerType: "ZZZ" }))[0]).toMatchObject({
      field: "ContractType",
      rule: "worker_type_unknown",
    }));
  it("a student is declared as STU", () =>
    expect(rules(workerTypeRule(draft({ workerType: "OTH", student: true })))).toEqual(["student_needs_stu"]));
});

describe("PlannedHoursNbr", () => {
  const stu = draft({ workerType: "STU", endDate: "2026-12-31", plannedHours: 40 });
  it("takes 1-999 for STU", () => expect(plannedHoursRule(stu)).toEqual([]));
  it("is required for STU, O17, S17", () => {
    for (const workerType of ["STU", "O17", "S17"]) {
      expect(rules(plannedHoursRule({ ...stu, workerType, plannedHours: null }))).toEqual(["planned_hours_required"]);
    }
  });
  it("is forbidden for other types", () =>
    expect(rules(plannedHoursRule(draft({ workerType: "OTH", plannedHours: 10 })))).toEqual([
      "planned_hours_forbidden",
    ]));
  it("is at most 999", () =>
    expect(rules(plannedHoursRule({ ...stu, plannedHours: 1000 }))).toEqual(["planned_hours_range"]));
  it("is at least 1", () =>
    expect(rules(plannedHoursRule({ ...stu, plannedHours: 0 }))).toEqual(["planned_hours_range"]));
});

describe("dates", () => {
  it("takes a start in range", () => expect(dateRangeRule(draft())).toEqual([]));
  it("refuses a start before 1920", () =>
    expect(rules(dateRangeRule(draft({ startDate: "1919-12-31" })))).toEqual(["date_out_of_range"]));
  it("refuses a start ten years ahead", () =>
    expect(rules(dateRangeRule(draft({ startDate: "2036-01-01" })))).toEqual(["date_out_of_range"]));
  it("refuses an end before the start", () =>
    expect(rules(dateRangeRule(draft({ endDate: "2026-11-30" })))).toEqual(["end_before_start"]));
  it("9999-12-31 reopens a period on an UPDATE only", () => {
    expect(dateRangeRule(draft({ type: "UPDATE", endDate: "9999-12-31", periodId: "658690837083" }))).toEqual([]);
    expect(rules(dateRangeRule(draft({ endDate: "9999-12-31" })))).toEqual(["open_end_update_only"]);
  });
  it("an IN needs a start date", () => {
    expect(startDateRule(draft())).toEqual([]);
    expect(rules(startDateRule(draft({ startDate: null })))).toEqual(["start_date_required"]);
  });
});

describe("end date required", () => {
  it("not for an open-ended OTH IN", () => expect(endDateRequiredRule(draft())).toEqual([]));
  it.each(["EXT", "STU", "IVT", "TRI", "STG", "O17", "S17", "T17"])("for an IN of %s", (workerType) =>
    expect(rules(endDateRequiredRule(draft({ workerType })))).toEqual(["end_date_required"]),
  );
  it("for joint committee 322", () =>
    expect(rules(endDateRequiredRule(draft({ jointCommittee: "322" })))).toEqual(["end_date_required"]));
  it("for an OUT", () =>
    expect(rules(endDateRequiredRule(draft({ type: "OUT", periodId: "658690837083" })))).toEqual([
      "end_date_required",
    ]));
});

describe("end date shape", () => {
  it("STU ends in the quarter it starts", () => {
    expect(endDateShapeRule(draft({ workerType: "STU", endDate: "2026-12-31" }))).toEqual([]);
    expect(rules(endDateShapeRule(draft({ workerType: "STU", endDate: "2027-01-02" })))).toEqual([
      "end_date_same_quarter",
    ]);
  });
  it("T17 and horeca day-rate EXT end the day they start", () => {
    expect(endDateShapeRule(draft({ workerType: "T17", endDate: "2026-12-01" }))).toEqual([]);
    expect(rules(endDateShapeRule(draft({ workerType: "T17", endDate: "2026-12-02" })))).toEqual(["end_date_same_day"]);
    expect(rules(endDateShapeRule(draft({ workerType: "EXT", extraShifts: true, endDate: "2026-12-02" })))).toEqual([
      "end_date_same_day",
    ]);
  });
});

describe("hours", () => {
  it("takes HHMM", () => expect(hoursRule(draft({ startHour: "0800", endHour: "1630" }))).toEqual([]));
  it("refuses 2460", () => expect(rules(hoursRule(draft({ startHour: "2460" })))).toEqual(["hour_format"]));
  it("an EXT needs start and end hours", () =>
    expect(rules(hoursRule(draft({ workerType: "EXT", endDate: "2026-12-01" })))).toEqual([
      "start_hour_required",
      "end_hour_required",
    ]));
  it("a horeca day-rate EXT needs no end hour", () =>
    expect(rules(hoursRule(draft({ workerType: "EXT", extraShifts: true, startHour: "1700" })))).toEqual([]));
  it("a one-day flexi needs both hours, a longer one none", () => {
    expect(rules(hoursRule(draft({ workerType: "FLX", endDate: "2026-12-01" })))).toEqual([
      "start_hour_required",
      "end_hour_required",
    ]);
    expect(hoursRule(draft({ workerType: "FLX", endDate: "2026-12-05" }))).toEqual([]);
  });
});

describe("joint committee", () => {
  it("takes the Dimona list and XXX", () => expect(jointCommitteeRule(draft({ jointCommittee: "302" }))).toEqual([]));
  it("refuses another number", () =>
    expect(rules(jointCommitteeRule(draft({ jointCommittee: "200" })))).toEqual(["joint_committee_unknown"]));
  it("is required on an IN", () =>
    expect(rules(jointCommitteeRule(draft({ jointCommittee: null })))).toEqual(["joint_committee_required"]));
  it("322 needs the user company", () => {
    expect(rules(jointCommitteeRule(draft({ jointCommittee: "322" })))).toEqual(["user_company_required"]);
    expect(jointCommitteeRule(draft({ jointCommittee: "322", userCompanyNumber: "0403170701" }))).toEqual([]);
    expect(jointCommitteeRule(draft({ jointCommittee: "322", userCompanyNumber: "0403.170.701" }))).toEqual([]);
    // A company without an enterprise number is named instead.
    expect(jointCommitteeRule(draft({ jointCommittee: "322", userCompanyNumber: "INTERIM VZW" }))).toEqual([]);
    expect(rules(jointCommitteeRule(draft({ jointCommittee: "322", userCompanyNumber: "0403170702" })))).toEqual([
      "user_company_invalid",
    ]);
  });
});

describe("C3.2A numbers", () => {
  it("12 digits or 1212/1313 in construction", () => {
    expect(c32aRule(draft({ jointCommittee: "124", firstMonthC32a: "123456789012", nextMonthC32a: "1313" }))).toEqual(
      [],
    );
    expect(rules(c32aRule(draft({ jointCommittee: "124", firstMonthC32a: "12345" })))).toEqual(["c32a_format"]);
  });
  it("only in construction", () =>
    expect(rules(c32aRule(draft({ jointCommittee: "302", firstMonthC32a: "1212" })))).toEqual([
      "c32a_construction_only",
    ]));
});

describe("period id", () => {
  it("is not asked of an IN", () => expect(periodIdRule(draft())).toEqual([]));
  it("is required for UPDATE, OUT, CANCEL", () => {
    for (const type of ["UPDATE", "OUT", "CANCEL"] as const) {
      expect(rules(periodIdRule(draft({ type })))).toEqual(["period_id_required"]);
      expect(periodIdRule(draft({ type, periodId: "658690837083" }))).toEqual([]);
    }
  });
  it("has 12 digits", () =>
    expect(rules(periodIdRule(draft({ type: "CANCEL", periodId: "65869083708" })))).toEqual(["period_id_format"]));
});

describe("deadlines", () => {
  it("an IN before the start is on time", () => expect(deadlineRule(draft())).toEqual([]));
  it("an IN after the start is late (a warning)", () =>
    expect(deadlineRule(draft({ startDate: "2026-11-20" }))).toEqual([
      expect.objectContaining({ rule: "in_late", severity: "warning" }),
    ]));
  it("a flexi-job at most 31 days before its quarter", () => {
    expect(deadlineRule(draft({ workerType: "FLX", startDate: "2026-12-20" }))).toEqual([]);
    expect(rules(deadlineRule(draft({ workerType: "FLX", startDate: "2027-01-10" })))).toEqual(["flexi_too_early"]);
  });
  it("article 17 at most 15 days before the start", () => {
    expect(deadlineRule(draft({ workerType: "O17", startDate: "2026-12-10" }))).toEqual([]);
    expect(rules(deadlineRule(draft({ workerType: "O17", startDate: "2026-12-20" })))).toEqual(["article17_too_early"]);
  });
  it("a CANCEL at the latest on the start date", () => {
    expect(deadlineRule(draft({ type: "CANCEL", startDate: "2026-11-27" }))).toEqual([]);
    expect(rules(deadlineRule(draft({ type: "CANCEL", startDate: "2026-11-26" })))).toEqual(["cancel_after_start"]);
  });
  it("an OUT by the first working day after the end", () => {
    expect(nextWorkingDay("2026-11-20")).toBe("2026-11-23");
    expect(deadlineRule(draft({ type: "OUT", startDate: "2026-11-01", endDate: "2026-11-26" }))).toEqual([]);
    expect(rules(deadlineRule(draft({ type: "OUT", startDate: "2026-11-01", endDate: "2026-11-20" })))).toEqual([
      "out_late",
    ]);
  });
});

describe("worker and employer", () => {
  const worker = {
    ssin: null,
    lastName: "Peeters",
    firstName: "An",
    birthDate: "2005-03-01",
    birthPlace: "Gent",
    nationality: "BE",
    countryCode: "BE",
    street: "Kerkstraat 1",
    postalCode: "9000",
    city: "Gent",
  };
  it("an INSZ identifies the worker", () =>
    expect(workerIdentificationRule({ ...worker, ssin: "85073003328", city: null })).toEqual([]));
  it("without INSZ the identity and address are needed", () => {
    expect(workerIdentificationRule(worker)).toEqual([]);
    expect(rules(workerIdentificationRule({ ...worker, birthPlace: null }))).toEqual(["worker_identification_missing"]);
  });
  it("the employer needs an enterprise number", () => {
    expect(employerRule("0403.170.701")).toEqual([]);
    expect(rules(employerRule(null))).toEqual(["employer_number_missing"]);
  });
});

it("a valid student IN passes every rule", () =>
  expect(
    checkDimonaDraft(draft({ workerType: "STU", student: true, endDate: "2026-12-31", plannedHours: 80 })),
  ).toEqual([]));
