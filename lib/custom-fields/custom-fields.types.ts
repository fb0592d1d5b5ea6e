// Input schemas of the custom fields API. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_TYPES, OPTION_NAME_MAX } from "./field-types";
import { OBJECT_TYPE_INPUTS, toObjectType, type TObjectType } from "./object-types";

const zName = (field: string, max: number) =>
  zText(field).pipe(
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} can have at most ${max} characters` }),
  );

/** A segment name (people) or a stored object type (employee), read as the stored one. */
export const zObjectType = (field = "object_type") =>
  z
    .string({ error: `${field} is required` })
    .refine((v) => toObjectType(v) !== null, { error: `${field} must be one of ${OBJECT_TYPE_INPUTS.join(", ")}` })
    .transform((v) => toObjectType(v) as TObjectType);

// A built-in field name the value is compared with in segments ("start_date"); free text, kept short.
const zComparisonField = zText("comparison_field")
  .pipe(
    z
      .string()
      .max(100, { error: "comparison_field can have at most 100 characters" })
      .regex(/^[a-z0-9_]*$/, { error: "comparison_field must be a field name (a-z, 0-9, _)" }),
  )
  .transform((v) => (v === "" ? null : v));

export const ZListCustomFieldsInput = z.object({ object_type: zObjectType().default("employee") }).strict();
export type TListCustomFieldsInput = z.infer<typeof ZListCustomFieldsInput>;

export const ZCustomFieldIdParam = z.object({ id: zPathId("id") }).strict();

export const ZAddCustomFieldInput = z
  .object({
    name: zName("name", CUSTOM_FIELD_NAME_MAX),
    object_type: zObjectType().default("employee"),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: `type must be one of ${CUSTOM_FIELD_TYPES.join(", ")}` }),
    comparison_field: zComparisonField.nullable().optional(),
    // Options of a select_option field may be given at once; more can be added later.
    options: z
      .array(zName("options", OPTION_NAME_MAX), { error: "options must be a list of names" })
      .max(200, { error: "options can have at most 200 entries" })
      .optional(),
  })
  .strict();
export type TAddCustomFieldInput = z.infer<typeof ZAddCustomFieldInput>;

// The type and object type are fixed once values exist: changing them would reinterpret stored values.
export const ZEditCustomFieldInput = z
  .object({
    custom_field_id: zBodyId("custom_field_id"),
    name: zName("name", CUSTOM_FIELD_NAME_MAX).optional(),
    comparison_field: zComparisonField.nullable().optional(),
  })
  .strict();
export type TEditCustomFieldInput = z.infer<typeof ZEditCustomFieldInput>;

export const ZDeleteCustomFieldInput = z.object({ custom_field_id: zBodyId("custom_field_id") }).strict();
export type TDeleteCustomFieldInput = z.infer<typeof ZDeleteCustomFieldInput>;

export const ZAddOptionInput = z
  .object({ custom_field_id: zBodyId("custom_field_id"), option_name: zName("option_name", OPTION_NAME_MAX) })
  .strict();
export type TAddOptionInput = z.infer<typeof ZAddOptionInput>;

export const ZEditOptionInput = z
  .object({ option_id: zBodyId("option_id"), option_name: zName("option_name", OPTION_NAME_MAX) })
  .strict();
export type TEditOptionInput = z.infer<typeof ZEditOptionInput>;

export const ZDeleteOptionInput = z.object({ option_id: zBodyId("option_id") }).strict();
export type TDeleteOptionInput = z.infer<typeof ZDeleteOptionInput>;

export const ZObjectValuesParam = z.object({ object_type: zObjectType(), object_id: zPathId("object_id") }).strict();
export type TObjectValuesParam = z.infer<typeof ZObjectValuesParam>;

export const ZSetValueInput = z
  .object({
    custom_field_id: zBodyId("custom_field_id"),
    object_id: zBodyId("object_id"),
    // Checked per field type in the use case (parse-value.ts); null or "" clears the value.
    value: z.union([z.string(), z.number(), z.null()], { error: "value must be text, a number or null" }),
  })
  .strict();
export type TSetValueInput = z.infer<typeof ZSetValueInput>;

// Several values of one object at once (the employee page's custom fields section saves them together).
export const ZSetValuesInput = z
  .object({
    object_type: zObjectType(),
    object_id: zPathId("object_id"),
    values: z.record(
      z.string().regex(/^\d{1,10}$/, { error: "values must be keyed by custom field id" }),
      z.union([z.string(), z.number(), z.null()], { error: "values must be text, numbers or null" }),
    ),
  })
  .strict();
export type TSetValuesInput = z.infer<typeof ZSetValuesInput>;
