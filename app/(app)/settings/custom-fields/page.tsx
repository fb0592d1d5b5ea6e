// /settings/custom-fields – admins define custom fields per object type and the options of choice lists.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { hasCustomFields } from "@/lib/custom-fields/find-custom-field";
import { listCustomFields } from "@/lib/custom-fields/list-custom-fields";
import { OBJECT_TYPES } from "@/lib/custom-fields/object-types";
import { CUSTOM_FIELD_NAME_MAX } from "@/lib/custom-fields/field-types";
import { CustomFieldsSettings } from "@/components/custom-fields/custom-fields-settings";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("customFields"))("title") };
}

async function CustomFieldsPage() {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("customFields");
  if (!hasCustomFields(ctx)) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-600">{t("lightIntro")}</p>
      </div>
    );
  }
  const lists = await Promise.all(OBJECT_TYPES.map((objectType) => listCustomFields(ctx, { object_type: objectType })));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <CustomFieldsSettings
        fields={lists.flatMap((l) => l.data)}
        canWrite={can(ctx.subject, "settings.manage")}
        nameMax={CUSTOM_FIELD_NAME_MAX}
      />
    </div>
  );
}

export default withClientMessages("customFields", CustomFieldsPage);
