// Decider resolution of the requests backbone: which capacity (HR for everyone in scope, manager of the
// person, nobody) a caller holds for a kind, from the kind's declared permissions.
import { deciderRole } from "@/lib/requests/decider-role";
import type { RequestDeciders } from "@/lib/requests/request-kind";
import { makeSubject } from "@/tests/support/subject";

const leave: RequestDeciders = { managers: "leave.approve" };
const hrOnly: RequestDeciders = { hr: "data_conflicts.read" };
const both: RequestDeciders = { managers: "leave.approve", hr: "data_conflicts.read" };

describe("deciderRole", () => {
  const admin = makeSubject({
    role: "admin",
    switches: { payroll_provider: true },
    flags: { enable_payroll_provider_sync: true },
  });
  const manager = makeSubject({ role: "team_only", managedTeamIds: [3] });
  const employee = makeSubject({ role: "employee" });

  it("a manager decides a managers' kind as a manager, an employee never", () => {
    expect(deciderRole(manager, leave)).toBe("manager");
    expect(deciderRole(employee, leave)).toBeNull();
  });

  it("HR's permission wins over the manager's when the caller holds both", () => {
    expect(deciderRole(admin, both)).toBe("hr");
    expect(deciderRole(manager, both)).toBe("manager");
  });

  it("a kind decided by HR alone has no manager deciders", () => {
    expect(deciderRole(manager, hrOnly)).toBeNull();
    expect(deciderRole(admin, hrOnly)).toBe("hr");
  });

  it("a kind that names nobody is decided by nobody", () => {
    expect(deciderRole(admin, {})).toBeNull();
  });
});
