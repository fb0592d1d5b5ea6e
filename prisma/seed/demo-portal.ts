// The BE portal simulator's own data for the demo company's customer code (demo-integration.ts). It starts
// from the same demo people, so a first sync links them by national number and imports their wages, while
// a few people only the portal knows stay unmatched; each person's contract is the one our seed books, so
// the first sync matches them and opens no conflict. Deterministic for a day.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BE_PORTAL_DATA_FILE } from "@/lib/integrations/simulators/be-portal/sim-file";
import { makeSimCompany, type SimCompany, type SimPerson } from "@/lib/integrations/simulators/be-portal/sim-store";
import { generateNationalNumber } from "@/lib/be/national-number";
import { fullDemoCompanyPeople } from "./demo";
import { DEMO_WEEKLY_MINUTES, demoContractPlan } from "./demo-contracts";
import { DEMO_PORTAL } from "./demo-integration";
import { seededRandom } from "./seeded-random";

const DEPARTMENTS = ["ADM", "OPS", "SAL", "ICT"];
const COST_CENTRES = ["CC100", "CC200", "CC300"];
const FUNCTIONS = ["F010", "F020", "F030"];

export function demoPortalCompany(today = new Date()): SimCompany {
  const rng = seededRandom(19_2026);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const people: SimPerson[] = fullDemoCompanyPeople().map((p, i) => {
    const id = `W${String(10_000 + i).padStart(8, "0")}`;
    const department = rng.pick(DEPARTMENTS);
    const costCentre = rng.pick(COST_CENTRES);
    const functionCode = rng.pick(FUNCTIONS);
    // The contract our seed books (demo-contracts.ts), term for term: the first sync matches ours to it by
    // its start day and finds no wage or contract conflict. People with a sign-in have none on either side.
    const plan = demoContractPlan(
      { employeeNumber: p.employeeNumber ?? null, startDate: p.startDate ? new Date(p.startDate) : null, team: p.team },
      today,
    );
    return {
      id,
      national_number: p.nationalNumber,
      first_name: p.firstName,
      last_name: [p.insertion, p.lastName].filter(Boolean).join(" "),
      birth_date: day(new Date(p.birthDate!)),
      department_code: department,
      cost_centre_code: costCentre,
      function_code: functionCode,
      contracts: p.signsIn
        ? []
        : [
            {
              id: `${id}-C1`,
              start_date: plan.start,
              end_date: plan.end,
              monthly_gross_cents: plan.brutoCents,
              weekly_minutes: DEMO_WEEKLY_MINUTES,
              contract_type: plan.contractType,
              employment_type: plan.employmentType,
              joint_committee: plan.jointCommittee,
              days_per_week: plan.weeklySchedule.filter((m) => m > 0).length,
              weekly_schedule: plan.weeklySchedule,
              variable_schedule: false,
              function_code: functionCode,
              qualification_code: null,
            },
          ],
    };
  });
  // People the portal knows and the app does not (yet): a sync leaves them unmatched.
  for (let i = 0; i < 3; i++) {
    const birth = new Date(Date.UTC(1990 + i, 2 + i, 10 + i));
    people.push({
      id: `W${String(20_000 + i).padStart(8, "0")}`,
      national_number: generateNationalNumber(birth, i % 2 ? "male" : "female", 900 + i),
      first_name: ["Noor", "Lucas", "Emma"][i]!,
      last_name: ["Claes", "Dupont", "Wouters"][i]!,
      birth_date: day(birth),
      department_code: "OPS",
      cost_centre_code: "CC200",
      function_code: "F020",
      contracts: [{ start_date: "2026-09-01", end_date: null, monthly_gross_cents: 285_000, weekly_minutes: 38 * 60 }],
    });
  }
  return makeSimCompany({
    customer_code: DEMO_PORTAL.customerCode,
    name: "Verhaeghe & Dubois NV",
    users: [
      { username: DEMO_PORTAL.username, password: DEMO_PORTAL.password, secondFactor: false },
      { username: DEMO_PORTAL.usernameWithCode, password: DEMO_PORTAL.password, secondFactor: true },
    ],
    people,
    // What the secretariat left for the company on its portal: a sync brings it to the integrations page.
    messages: [
      {
        id: "DEMO-MSG-0001",
        from: "Your payroll consultant",
        subject: "December payroll closes on the 15th",
        body: "Send the December wage inputs and days off before 15 December: the year-end bonus runs with that payroll.",
        sent_at: "2026-11-20T09:00:00.000Z",
      },
    ],
  });
}

/** Writes the simulator's demo data once into DATA_DIR (the simulator reads it at start; it is its store). */
export function writeDemoPortalData(dataDir: string): void {
  if (dataDir.includes("://")) return; // memory:// and the like: nothing on disk
  const file = path.join(dataDir, BE_PORTAL_DATA_FILE);
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ companies: [demoPortalCompany()] }, null, 1));
}
