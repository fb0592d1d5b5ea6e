// The custom-field columns of the directory (full edition only): the group's employee fields as table
// columns, and the shown text of the chosen ones for the people on the current page.
import type { RequestContext } from "@/lib/api/context";
import { customFieldColumns } from "@/lib/custom-fields/custom-field-columns";
import { customFieldValuesFor } from "@/lib/custom-fields/custom-field-values-for";
import { listCustomFields } from "@/lib/custom-fields/list-custom-fields";

export async function loadCustomColumns(ctx: RequestContext, employeeIds: number[], chosen: readonly string[]) {
  const { data: fields } = await listCustomFields(ctx, { object_type: "employee" });
  const all = customFieldColumns(fields);
  const shownIds = all.filter((c) => chosen.includes(c.key)).map((c) => c.fieldId);
  const values = await customFieldValuesFor(ctx, employeeIds, shownIds);
  return {
    columns: all.map((c) => ({ id: c.key as string, label: c.label })),
    values: (employeeId: number, columnId: string): string | null => {
      const match = /^custom_field_(\d+)$/.exec(columnId);
      return match ? (values.get(employeeId)?.[Number(match[1])] ?? null) : null;
    },
  };
}
