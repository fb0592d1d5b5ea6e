// The twelve custom field types of spec section 3, in the order the settings screen offers them.
export const CUSTOM_FIELD_TYPES = [
  "int",
  "float",
  "auto_incrementing_int",
  "email",
  "string",
  "textfield",
  "hyperlink",
  "money",
  "date",
  "country",
  "team",
  "select_option",
] as const;
export type TCustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_NAME_MAX = 100;
export const OPTION_NAME_MAX = 100;
export const STRING_VALUE_MAX = 255;
export const TEXTFIELD_VALUE_MAX = 10_000;
export const HYPERLINK_VALUE_MAX = 2_048;
