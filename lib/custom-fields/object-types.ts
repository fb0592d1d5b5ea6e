// Custom fields hang on several kinds of object. The API accepts both the segment names the screens use
// (people, assets, cars, contracts) and the stored object types (employee, asset, car, contract, training,
// training_participant); everything below the route speaks the stored names (spec section 3).
export const SEGMENT_OBJECT_TYPES = {
  assets: "asset",
  people: "employee",
  cars: "car",
  contracts: "contract",
  training: "training",
  training_participant: "training_participant",
} as const;

export const OBJECT_TYPES = ["employee", "asset", "car", "contract", "training", "training_participant"] as const;
export type TObjectType = (typeof OBJECT_TYPES)[number];

/** The stored object type for a segment or stored name; null when it is neither. */
export function toObjectType(name: string): TObjectType | null {
  if ((OBJECT_TYPES as readonly string[]).includes(name)) return name as TObjectType;
  return (SEGMENT_OBJECT_TYPES as Record<string, TObjectType>)[name] ?? null;
}

export const OBJECT_TYPE_INPUTS = [...new Set<string>([...Object.keys(SEGMENT_OBJECT_TYPES), ...OBJECT_TYPES])];
