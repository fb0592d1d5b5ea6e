// The monthly commute allowance of a declared commute, from the company's settings (commute-settings.ts).
// Settings, not law: the defaults are a sensible 2026 starting point each company adjusts to its policy or
// sector agreement (bicycle allowance per km, the employer's share of a public-transport season ticket, a
// per-km rate for car and carpool, none by default).
export type CommuteMode = "bike" | "public_transport" | "car" | "carpool";

export type CommuteSettings = { bikeCentsPerKm: number; carCentsPerKm: number; publicTransportSharePct: number };

export const COMMUTE_SETTING_DEFAULTS: CommuteSettings = {
  // EUR 0.37 per km: the tax-free bicycle allowance ceiling announced for income year 2026.
  bikeCentsPerKm: 37,
  // Car and carpool: nothing unless the company pays a per-km rate (sector agreements differ).
  carCentsPerKm: 0,
  // Public transport: the employer pays the whole season ticket (third-payer style); CAO 19/9 asks less.
  publicTransportSharePct: 100,
};

export type DeclaredCommute = {
  mode: CommuteMode;
  kmPerDay: number;
  daysPerMonth: number;
  ticketPriceCents: number | null;
};

/** Whole cents per month; distance-based modes pay km per day (there and back) times days times the rate. */
export function monthlyCommuteAllowanceCents(commute: DeclaredCommute, settings: CommuteSettings): number {
  switch (commute.mode) {
    case "bike":
      return Math.round(commute.kmPerDay * commute.daysPerMonth * settings.bikeCentsPerKm);
    case "car":
    case "carpool":
      return Math.round(commute.kmPerDay * commute.daysPerMonth * settings.carCentsPerKm);
    case "public_transport":
      return Math.round(((commute.ticketPriceCents ?? 0) * settings.publicTransportSharePct) / 100);
  }
}
