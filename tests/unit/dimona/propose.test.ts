// The Dimona proposals the contracts module makes when a contract starts or ends.
import { proposeDimonaIn, proposeDimonaOut } from "@/lib/dimona/propose";
import { ZAddDimonaInput, ZEditDimonaInput } from "@/lib/dimona/dimona.types";

it("a student contract proposes a STU IN, checked by dry run, with a committee Dimona knows", () => {
  const input = proposeDimonaIn({
    employeeId: 7,
    workerType: "STU",
    jointCommittee: "200",
    startDate: "2026-12-01",
    endDate: "2026-12-31",
    plannedHours: 40,
  });
  expect(input).toMatchObject({ ContractType: "STU", Student: true, ParCom: "XXX", dry_run: true });
  expect(ZAddDimonaInput.safeParse(input).success).toBe(true);
  expect(
    proposeDimonaIn({ employeeId: 7, workerType: "OTH", jointCommittee: "302", startDate: "2026-12-01", endDate: null })
      .ParCom,
  ).toBe("302");
});

it("an ending contract proposes the OUT of its period", () => {
  const input = proposeDimonaOut("658690837083", "2027-01-31");
  expect(input).toEqual({ type: "OUT", period_id: "658690837083", contract_end_date: "2027-01-31", dry_run: true });
  expect(ZEditDimonaInput.safeParse(input).success).toBe(true);
});
