// The re-push difference: per person, lines added, changed, removed or unchanged against what the provider
// holds; only people whose lines differ are sent again (a provider replaces a person's lines).
import { monthDifference, type PersonLines } from "@/lib/payroll/month-difference";

const held = new Map<number, PersonLines>([
  [1, { "day_off|2026-03-03|VA": { date: "2026-03-03", payrollCode: "VA", hours: 7.6 } }],
  [2, { "one_off|P100": { typeCode: "P100", amountCents: 10000 } }],
]);

it("sends nobody when nothing changed", () => {
  expect(monthDifference(held, held, [1, 2])).toEqual({
    changedPeople: [],
    added: 0,
    changed: 0,
    removed: 0,
    unchanged: 2,
  });
});

it("counts a changed value, a new line, a withdrawn line and a new person", () => {
  const now = new Map<number, PersonLines>([
    [
      1,
      {
        "day_off|2026-03-03|VA": { date: "2026-03-03", payrollCode: "VA", hours: 3.8 },
        special_message: { message: "hi" },
      },
    ],
    [2, {}],
    [3, { "advance|2026-03-15": { paymentDate: "2026-03-15", amountCents: 30000 } }],
  ]);
  expect(monthDifference(now, held, [1, 2, 3])).toEqual({
    changedPeople: [1, 2, 3],
    added: 2,
    changed: 1,
    removed: 1,
    unchanged: 0,
  });
});

it("compares values whatever the order of their fields, and leaves people outside the scope alone", () => {
  const reordered = new Map<number, PersonLines>([
    [1, { "day_off|2026-03-03|VA": { hours: 7.6, payrollCode: "VA", date: "2026-03-03" } }],
    [2, {}],
  ]);
  expect(monthDifference(reordered, held, [1]).changedPeople).toEqual([]);
});
