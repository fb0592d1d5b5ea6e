// The employer the embedded NL simulator serves: a Utrecht bakery with 20 employees, the same on every start
// (fixed names, numbers and wages), so an admin can connect it from the integrations screen with the
// credentials below (also shown on the simulator's page /loket/). A fake on this machine only: it is served
// on the embedded database or when asked for (start-embedded.ts), never to a production install unasked.
import { bsnWithCheckDigit, makeLoketEmployer, type LoketEmployee, type LoketEmployer } from "./sim-store";

export const NL_DEMO_CREDENTIALS = { customerCode: "400123", username: "salaris@demolen.nl", password: "Molen-2026!" };

const PEOPLE: [string, string | null, string, string][] = [
  ["Sanne", null, "Jansen", "1988-04-12"],
  ["Daan", "de", "Vries", "1979-11-03"],
  ["Fleur", "van den", "Berg", "1992-06-21"],
  ["Lucas", null, "Bakker", "1985-01-30"],
  ["Emma", "van", "Dijk", "1996-09-08"],
  ["Thijs", null, "Visser", "1990-02-17"],
  ["Lotte", null, "Smit", "1983-12-05"],
  ["Bram", null, "Meijer", "1975-07-19"],
  ["Noor", "de", "Boer", "1998-03-26"],
  ["Jesse", null, "Mulder", "1987-10-14"],
  ["Julia", "de", "Groot", "1993-05-02"],
  ["Ruben", null, "Bos", "1981-08-23"],
  ["Sophie", null, "Vos", "1995-11-11"],
  ["Milan", null, "Peters", "1989-06-06"],
  ["Anouk", null, "Hendriks", "1977-04-28"],
  ["Stijn", "van", "Leeuwen", "1991-01-09"],
  ["Eva", null, "Dekker", "1986-09-15"],
  ["Lars", null, "Brouwer", "1994-12-24"],
  ["Iris", "de", "Wit", "1980-03-03"],
  ["Tim", null, "Dijkstra", "1997-07-31"],
];

const DEPARTMENTS = ["PROD", "PROD", "VERK", "KANT"] as const;
const FUNCTIONS: Record<(typeof DEPARTMENTS)[number], string> = { PROD: "BAK", VERK: "VKM", KANT: "ADM" };

function demoBsn(index: number): string {
  for (let n = 0; ; n++) {
    const bsn = bsnWithCheckDigit(String(23_456_000 + index * 97 + n).padStart(8, "0"));
    if (bsn) return bsn;
  }
}

export function demoLoketEmployer(): LoketEmployer {
  const employees: LoketEmployee[] = PEOPLE.map(([firstName, prefix, lastName, dateOfBirth], i) => {
    const department = DEPARTMENTS[i % DEPARTMENTS.length]!;
    const hours = [38, 32, 24, 38, 36][i % 5]!;
    const gross = Math.round((2_450 + i * 85) * (hours / 38) * 100) / 100;
    const startDate = `${2015 + (i % 9)}-${String((i % 12) + 1).padStart(2, "0")}-01`;
    return {
      id: `e0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
      employeeNumber: 1001 + i,
      firstName,
      initials: `${firstName[0]}.`,
      prefix,
      lastName,
      dateOfBirth,
      citizenServiceNumber: demoBsn(i + 1),
      employments: [
        {
          id: `f0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
          startDate,
          endDate: null,
          departmentCode: department,
          costCenterCode: department === "KANT" ? "K100" : "K200",
          functionCode: FUNCTIONS[department],
          averageHoursPerWeek: hours,
          grossMonthlyWage: gross,
          wageComponents: [],
        },
      ],
    };
  });
  return makeLoketEmployer({
    id: "a0000000-0000-4000-8000-000000400123",
    employerNumber: NL_DEMO_CREDENTIALS.customerCode,
    companyName: "Bakkerij De Molen B.V.",
    users: [{ username: NL_DEMO_CREDENTIALS.username, password: NL_DEMO_CREDENTIALS.password }],
    employees,
  });
}
