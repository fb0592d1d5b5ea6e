// The content of one section of the employee page, loaded on the server for the tab shown.
import { isReadOnly } from "@/lib/access/subject";
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { listActivity } from "@/lib/activity/list-activity";
import { listEmployeeDetailLogs } from "@/lib/audit-logs/list-employee-detail-logs";
import { getCustomFieldValues } from "@/lib/custom-fields/get-custom-field-values";
import { getManagersForEmployee } from "@/lib/managers/get-managers-for-employee";
import type { EmployeeJson } from "@/lib/people/employee-json";
import { listRoleHistory } from "@/lib/people-history/list-role-history";
import { listWages } from "@/lib/people-history/list-wages";
import { REGISTRATION_COUNTRIES } from "@/lib/people-history/wages.types";
import { BENEFIT_KINDS, benefitLabel } from "@/lib/wages/benefit-options";
import { getTranslations } from "next-intl/server";
import { BackgroundExportButton } from "@/components/exports/background-export-button";
import { AuditTrail } from "@/components/people/audit-trail";
import { ProviderWageComponents } from "@/components/payroll/provider-wage-components";
import { OwnContactForm } from "@/components/people/own-contact-form";
import { PersonalDataForm, PersonalDataReadOnly } from "@/components/people/personal-data-form";
import { listReferenceChoices } from "@/lib/integrations/reference-choices";
import { loadBrowserData } from "@/components/documents/browser-props";
// Loaded on the tab that shows them, not with every employee page (./person-sections-lazy.tsx says why).
import {
  ActivityFeed,
  ContractTab,
  CustomFieldsForm,
  DocumentsBrowser,
  ManagersSection,
  PersonSettingsForm,
  RoleHistory,
  WageHistory,
} from "@/components/people/person-sections-lazy";
import { listPersonDimona } from "@/lib/dimona/dimona-status";
import { DimonaHistory } from "@/components/dimona/dimona-history";
import { listEmployeeContracts } from "@/lib/contracts/list-employee-contracts";
import type { PersonTab } from "./tabs";

type Detail = EmployeeJson & {
  permissions: {
    can_edit: boolean;
    can_see_wages: boolean;
    can_edit_wages: boolean;
    can_see_sensitive: boolean;
    own_editable_fields: string[];
  };
};

type Props = {
  ctx: RequestContext;
  tab: PersonTab;
  employee: Detail;
  teams: { id: number; name: string }[];
  page: number;
  canAudit: boolean;
};

const FEED_PAGE = 20;

export async function PersonSection({ ctx, tab, employee, teams, page }: Props) {
  const id = employee.employee_id;
  const canEdit = employee.permissions.can_edit;
  switch (tab) {
    case "personal": {
      const references = await listReferenceChoices(ctx.group.id, [employee.department_id, employee.cost_centre_id]);
      if (!canEdit && employee.permissions.own_editable_fields.length > 0) {
        // Self-service: one's own contact and address in a form, the rest of the record read-only below.
        return (
          <div className="space-y-6">
            <OwnContactForm employee={employee} />
            <section aria-labelledby="own-record-title">
              <h2 id="own-record-title" className="mb-2 text-base font-semibold">
                {(await getTranslations("people"))("own.recordTitle")}
              </h2>
              <PersonalDataReadOnly
                employee={employee}
                teams={teams}
                references={references}
                omit={employee.permissions.own_editable_fields}
              />
            </section>
          </div>
        );
      }
      return <PersonalDataForm employee={employee} teams={teams} canEdit={canEdit} references={references} />;
    }
    case "settings":
      return (
        <PersonSettingsForm
          employee={employee}
          canEdit={canEdit}
          canSetSensitive={canEdit && can(ctx.subject, "sensitive.read")}
        />
      );
    case "roles": {
      const { data } = await listRoleHistory(ctx, id);
      return <RoleHistory employeeId={id} roles={data} canEdit={canEdit} />;
    }
    case "wages": {
      const { data } = await listWages(ctx, id);
      const extraKinds = BENEFIT_KINDS.map((kind) => ({ kind, label: benefitLabel(kind, ctx.user.language) }));
      return (
        <>
          <WageHistory
            employeeId={id}
            wages={data}
            canEdit={employee.permissions.can_edit_wages}
            extraKinds={extraKinds}
            countries={REGISTRATION_COUNTRIES}
          />
          <ProviderWageComponents ctx={ctx} employeeId={id} />
        </>
      );
    }
    case "dimona": {
      const { data, rsz_configured, proposals } = await listPersonDimona(ctx, id);
      return (
        <DimonaHistory
          employeeId={id}
          initial={data}
          initialProposals={proposals}
          canDeclare={can(ctx.subject, "dimona.write")}
          rszConfigured={rsz_configured}
        />
      );
    }
    case "contracts": {
      const [{ data }, references] = await Promise.all([
        listEmployeeContracts(ctx, { employee_id: id }),
        listReferenceChoices(ctx.group.id),
      ]);
      return (
        <ContractTab
          employeeId={id}
          country={ctx.group.country}
          contracts={data}
          canEdit={can(ctx.subject, "contracts.write")}
          canRequest={can(ctx.subject, "contracts.request")}
          canManage={can(ctx.subject, "contracts.manage")}
          references={references}
        />
      );
    }
    case "custom": {
      const { data } = await getCustomFieldValues(ctx, { object_type: "employee", object_id: id });
      return <CustomFieldsForm employeeId={id} fields={data} teams={teams} canEdit={canEdit} />;
    }
    case "managers": {
      const { data } = await getManagersForEmployee(ctx, id);
      return (
        <ManagersSection
          employeeId={id}
          reportsTo={data.reports_to}
          extraManagers={data.extra_managers}
          extraEnabled={ctx.subject.flags.enable_multiple_managers}
          canEdit={canEdit}
        />
      );
    }
    case "activity": {
      const list = await listActivity(ctx, { object: "employee", id, page, per_page: FEED_PAGE });
      // Notes are open to everyone who may read the person, except read-only users (route() refuses them).
      return (
        <ActivityFeed
          employeeId={id}
          entries={list.data}
          page={page}
          hasMore={page * FEED_PAGE < list.total}
          canNote={!isReadOnly(ctx.subject)}
        />
      );
    }
    case "audit": {
      const list = await listEmployeeDetailLogs(ctx, { employee_id: id, page, per_page: FEED_PAGE });
      return (
        <>
          {can(ctx.subject, "exports.excel") && (
            <div className="mb-3 flex justify-end">
              <BackgroundExportButton
                kind="audit_logs"
                filters={{ employee_filter: id }}
                label={(await getTranslations("people"))("audit.export")}
                testId="audit-export"
              />
            </div>
          )}
          <AuditTrail employeeId={id} rows={list.data} page={page} hasMore={page * FEED_PAGE < list.total} />
        </>
      );
    }
    case "documents": {
      const data = await loadBrowserData(ctx, "employee", id);
      return (
        <DocumentsBrowser
          {...data}
          title={(await getTranslations("documents"))("employeeDocuments")}
          testId="employee-documents"
        />
      );
    }
    default:
      return null;
  }
}
