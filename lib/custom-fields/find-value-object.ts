// The object a custom field value belongs to, if the caller may see it. Only people exist as objects
// today; the other object types (assets, cars, contracts, trainings) answer 404 until their modules
// exist, exactly like an id the caller may not see.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import type { TObjectType } from "./object-types";

export async function findValueObject(
  ctx: RequestContext,
  objectType: TObjectType | string,
  objectId: number,
): Promise<{ employeeId: number | null }> {
  if (objectType === "employee") {
    const person = await findVisibleEmployee(ctx, objectId, { id: true });
    return { employeeId: person.id };
  }
  throw AppError.notFound("Object");
}
