// The two demo companies: who works where, with which titles. The first team's manager heads the
// company; every other manager reports to them, and every team member reports to their team's manager.
import type { GroupAccess } from "@/lib/db/generated/client";
import { LIER_AREA_TOWNS, MECHELEN_AREA_TOWNS, type Origin, type Town } from "./demo-names";

export type DemoTeamSpec = {
  name: string;
  /** Including the manager. */
  size: number;
  managerTitle: string;
  /** Handed out in order to the members after the manager, cycling when the team is larger. */
  memberTitles: readonly string[];
};

export type DemoCompanySpec = {
  key: "full" | "light";
  name: string;
  subdomainSuffix: string;
  groupAccess: GroupAccess;
  workEmailDomain: string;
  towns: Record<Origin, readonly Town[]>;
  origins: readonly (readonly [Origin, number])[];
  firstEmployeeNumber: number;
  randomSeed: number;
  teams: readonly DemoTeamSpec[];
};

// A biscuit and chocolate maker in Mechelen: bilingual staff, a few Dutch and English colleagues.
export const FULL_DEMO_COMPANY: DemoCompanySpec = {
  key: "full",
  name: "Verhaeghe & Dubois NV",
  subdomainSuffix: "",
  groupAccess: "full",
  workEmailDomain: "verhaeghe-dubois.example",
  towns: MECHELEN_AREA_TOWNS,
  origins: [
    ["flemish", 55],
    ["walloon", 30],
    ["dutch", 10],
    ["english", 5],
  ],
  firstEmployeeNumber: 1001,
  randomSeed: 20260101,
  teams: [
    {
      name: "Management",
      size: 5,
      managerTitle: "Managing Director",
      memberTitles: ["Chief Financial Officer", "Operations Director", "Commercial Director", "Executive Assistant"],
    },
    {
      name: "Sales",
      size: 11,
      managerTitle: "Sales Manager",
      memberTitles: [
        "Key Account Manager",
        "Account Manager",
        "Sales Representative",
        "Inside Sales Representative",
        "Trade Marketing Specialist",
      ],
    },
    {
      name: "Production",
      size: 16,
      managerTitle: "Production Manager",
      memberTitles: [
        "Shift Leader",
        "Production Operator",
        "Machine Operator",
        "Production Operator",
        "Quality Controller",
        "Maintenance Technician",
      ],
    },
    {
      name: "Logistics",
      size: 12,
      managerTitle: "Logistics Manager",
      memberTitles: [
        "Warehouse Team Lead",
        "Warehouse Operator",
        "Forklift Driver",
        "Order Picker",
        "Truck Driver",
        "Transport Planner",
      ],
    },
    {
      name: "Finance & HR",
      size: 8,
      managerTitle: "Finance & HR Manager",
      // The payroll demo user is linked to the first member: keep "Payroll Officer" first and unique.
      memberTitles: [
        "Payroll Officer",
        "Accountant",
        "HR Business Partner",
        "Controller",
        "Accounts Payable Clerk",
        "HR Assistant",
        "Credit Controller",
      ],
    },
    {
      name: "Customer Service",
      size: 8,
      managerTitle: "Customer Service Manager",
      memberTitles: ["Customer Service Agent", "Order Administrator", "Customer Service Agent", "Complaints Handler"],
    },
  ],
};

// A craft bakery with a shop in Lier, on the light edition.
export const LIGHT_DEMO_COMPANY: DemoCompanySpec = {
  key: "light",
  name: "Bakkerij Peeters BV",
  subdomainSuffix: "-light",
  groupAccess: "light",
  workEmailDomain: "bakkerij-peeters.example",
  towns: LIER_AREA_TOWNS,
  origins: [
    ["flemish", 85],
    ["walloon", 10],
    ["dutch", 5],
  ],
  firstEmployeeNumber: 1,
  randomSeed: 20260102,
  teams: [
    {
      name: "Bakkerij",
      size: 12,
      managerTitle: "Chef-bakker",
      memberTitles: ["Bakker", "Banketbakker", "Broodbakker", "Bakkershulp"],
    },
    {
      name: "Winkel",
      size: 13,
      managerTitle: "Winkelverantwoordelijke",
      memberTitles: ["Verkoopmedewerker", "Verkoopmedewerker", "Chauffeur-leverancier"],
    },
  ],
};

/** Fixed "today" of the demo data, so ages and seniority do not change between runs. */
export const DEMO_REFERENCE_DATE = new Date(Date.UTC(2026, 0, 1));
