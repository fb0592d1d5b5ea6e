// The BE portal simulator's store on disk: DATA_DIR/simulators/be-portal.json, written by the seed step
// (prisma/seed/demo-portal.ts) and read when `npm start` starts the simulator. A missing or unreadable file
// gives a simulator with no companies (every login is refused), never a failed start.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SimCompany } from "./sim-store";

export const BE_PORTAL_DATA_FILE = path.join("simulators", "be-portal.json");

export function readSimCompanies(dataDir: string): SimCompany[] {
  const file = path.join(dataDir, BE_PORTAL_DATA_FILE);
  if (dataDir.includes("://") || !existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { companies?: unknown };
    return Array.isArray(parsed.companies)
      ? (parsed.companies as SimCompany[]).filter((c) => typeof c?.customer_code === "string" && Array.isArray(c.users))
      : [];
  } catch (error) {
    console.error("BE portal simulator: its data file cannot be read:", error instanceof Error ? error.message : error);
    return [];
  }
}
