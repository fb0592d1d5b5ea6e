// The monthly commute allowance from a declared commute and the company's settings.
import { COMMUTE_SETTING_DEFAULTS, monthlyCommuteAllowanceCents } from "@/lib/requests/commutes/commute-allowance";

const settings = COMMUTE_SETTING_DEFAULTS;

describe("monthlyCommuteAllowanceCents", () => {
  it("pays the bicycle rate per km there and back, per working day", () => {
    expect(
      monthlyCommuteAllowanceCents(
        { mode: "bike", kmPerDay: 12.5, daysPerMonth: 20, ticketPriceCents: null },
        settings,
      ),
    ).toBe(9250);
  });

  it("rounds to whole cents", () => {
    expect(
      monthlyCommuteAllowanceCents({ mode: "bike", kmPerDay: 3.3, daysPerMonth: 7, ticketPriceCents: null }, settings),
    ).toBe(855);
  });

  it("pays the employer's share of a public-transport season ticket, whatever the distance", () => {
    const commute = { mode: "public_transport" as const, kmPerDay: 40, daysPerMonth: 20, ticketPriceCents: 8000 };
    expect(monthlyCommuteAllowanceCents(commute, settings)).toBe(8000);
    expect(monthlyCommuteAllowanceCents(commute, { ...settings, publicTransportSharePct: 75 })).toBe(6000);
  });

  it("pays car and carpool only when the company sets a per-km rate", () => {
    const car = { mode: "car" as const, kmPerDay: 30, daysPerMonth: 20, ticketPriceCents: null };
    expect(monthlyCommuteAllowanceCents(car, settings)).toBe(0);
    expect(monthlyCommuteAllowanceCents({ ...car, mode: "carpool" }, { ...settings, carCentsPerKm: 15 })).toBe(9000);
  });
});
