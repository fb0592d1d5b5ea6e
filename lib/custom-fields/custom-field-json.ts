// The API shape of a custom field and its options (spec section 3: id, name, object_type, type,
// comparison_field; option: id, option_name).
import type { TCustomFieldType } from "./field-types";

type FieldRow = {
  id: number;
  name: string;
  objectType: string;
  type: TCustomFieldType;
  comparisonField: string | null;
};
type OptionRow = { id: number; optionName: string };

export type TCustomFieldJson = {
  id: number;
  name: string;
  object_type: string;
  type: TCustomFieldType;
  comparison_field: string | null;
  options?: TOptionJson[];
};
export type TOptionJson = { id: number; option_name: string };

export function optionJson(option: OptionRow): TOptionJson {
  return { id: option.id, option_name: option.optionName };
}

export function customFieldJson(field: FieldRow & { options?: OptionRow[] }): TCustomFieldJson {
  return {
    id: field.id,
    name: field.name,
    object_type: field.objectType,
    type: field.type,
    comparison_field: field.comparisonField,
    ...(field.type === "select_option" && field.options ? { options: field.options.map(optionJson) } : {}),
  };
}
