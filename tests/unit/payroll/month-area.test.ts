// Who opens the payroll-month screen (/payroll, area payroll_month): the holders of payroll.read. Admins,
// HR default users and managers (their teams' people) with the wages and payroll_provider switches while
// the payroll module is on; read-only users too (they see, never act); never a self-service employee.
import { canAccessArea } from "@/lib/access/areas";
import { pageAccess } from "@/lib/access/page-areas";
import { can } from "@/lib/access/permissions";
import { NAV_ITEMS } from "@/lib/shell/nav-items";
import { makeSubject } from "@/tests/support/subject";

const payroll = { wages: true, payroll_provider: true };

it.each([
  ["admin", makeSubject({ role: "admin", switches: payroll }), true],
  ["HR default user", makeSubject({ role: "default", switches: payroll }), true],
  ["manager", makeSubject({ role: "team_only", managedTeamIds: [3], switches: payroll }), true],
  ["read-only admin", makeSubject({ role: "admin", switches: { ...payroll, read_only: true } }), true],
  ["employee", makeSubject({ role: "employee", switches: payroll }), false],
  ["HR without payroll_provider", makeSubject({ role: "default", switches: { wages: true } }), false],
  ["HR without wages", makeSubject({ role: "default", switches: { payroll_provider: true } }), false],
  [
    "admin with the payroll module off",
    makeSubject({ role: "admin", switches: payroll, flags: { enable_payroll_provider_sync: false } }),
    false,
  ],
])("%s", (_name, subject, open) => {
  expect(canAccessArea(subject, "payroll_month")).toBe(open);
  expect(pageAccess(subject, "/payroll")).toBe(open ? "open" : "hidden");
  // The screen's gate and the month's read right agree.
  expect(can(subject, "payroll.read")).toBe(open);
});

it("the payroll-month nav entry sits in the header menu and follows the payroll_month area", () => {
  expect(NAV_ITEMS.find((i) => i.key === "payroll_month")).toMatchObject({
    href: "/payroll",
    area: "payroll_month",
    available: true,
    header: true,
  });
});

it("a read-only user opens the month but holds no right to change or push it", () => {
  const readOnly = makeSubject({ role: "default", switches: { ...payroll, read_only: true, advances_payout: true } });
  expect(can(readOnly, "payroll.read")).toBe(true);
  expect(can(readOnly, "payroll.write")).toBe(false);
  expect(can(readOnly, "payroll.push")).toBe(false);
  expect(can(readOnly, "advances.write")).toBe(false);
});
