// The content of one section of the employee page, loaded on the server for the tab shown.
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { getCustomFieldValues } from "@/lib/custom-fields/get-custom-field-values";
import type { EmployeeJson } from "@/lib/people/employee-json";
import { listRoleHistory } from "@/lib/people-history/list-role-history";
import { listWages } from "@/lib/people-history/list-wages";
import { REGISTRATION_COUNTRIES } from "@/lib/people-history/wages.types";
import { BENEFIT_KINDS, benefitLabel } from "@/lib/wages/benefit-options";
import { CustomFieldsForm } from "@/components/people/custom-fields-form";
import { PersonalDataForm } from "@/components/people/personal-data-form";
import { PersonSettingsForm } from "@/components/people/person-settings-form";
import { RoleHistory } from "@/components/people/role-history";
import { WageHistory } from "@/components/people/wage-history";
import type { PersonTab } from "./tabs";

type Detail = EmployeeJson & {
  permissions: { can_edit: boolean; can_see_wages: boolean; can_edit_wages: boolean; can_see_sensitive: boolean };
};

type Props = { ctx: RequestContext; tab: PersonTab; employee: Detail; teams: { id: number; name: string }[]; page: number; canAudit: boolean };

export async function PersonSection({ ctx, tab, employee, teams }: Props) {
  const id = employee.employee_id;
  const canEdit = employee.permissions.can_edit;
  switch (tab) {
    case "personal":
      return <PersonalDataForm employee={employee} teams={teams} canEdit={canEdit} />;
    case "settings":
      return <PersonSettingsForm employee={employee} canEdit={canEdit} canSetSensitive={canEdit && can(ctx.subject, "sensitive.read")} />;
    case "roles": {
      const { data } = await listRoleHistory(ctx, id);
      return <RoleHistory employeeId={id} roles={data} canEdit={canEdit} />;
    }
    case "wages": {
      const { data } = await listWages(ctx, id);
      const extraKinds = BENEFIT_KINDS.map((kind) => ({ kind, label: benefitLabel(kind, ctx.user.language) }));
      return <WageHistory employeeId={id} wages={data} canEdit={employee.permissions.can_edit_wages} extraKinds={extraKinds} countries={REGISTRATION_COUNTRIES} />;
    }
    case "custom": {
      const { data } = await getCustomFieldValues(ctx, { object_type: "employee", object_id: id });
      return <CustomFieldsForm employeeId={id} fields={data} teams={teams} canEdit={canEdit} />;
    }
    default:
      return null;
  }
}
