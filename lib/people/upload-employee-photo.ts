// Sets a person's photo {employee_id, file_base64}: JPEG, PNG or WebP (checked by their bytes), at most
// 2 MB (413 above). The bytes live on the person's row; GET /api/employees/{id}/photo serves them.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { photoUrl } from "./employee-json";
import { MAX_PHOTO_BYTES, type TPhotoUploadInput } from "./people.types";
import { decodeBase64, sniffPhotoMime } from "./photo-format";
import { findVisibleEmployee } from "./visible-employees";

export async function uploadEmployeePhoto(ctx: RequestContext, input: TPhotoUploadInput) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true, photoMime: true });
  const bytes = decodeBase64(input.file_base64);
  if (!bytes) throw AppError.validation({ file_base64: "file_base64 is not valid base64" });
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new AppError("payload_too_large", "The photo is larger than 2 MB", {
      fields: { file_base64: "The photo can be at most 2 MB" },
    });
  }
  const mime = sniffPhotoMime(bytes);
  if (!mime) throw AppError.validation({ file_base64: "The photo must be a JPEG, PNG or WebP image" });
  await db.$transaction(async (tx) => {
    await tx.employee.update({
      where: { id: employee.id, groupId: ctx.group.id },
      data: { photo: new Uint8Array(bytes), photoMime: mime },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee",
      objectId: employee.id,
      employeeId: employee.id,
      before: { photo: employee.photoMime ? "set" : null },
      after: { photo: `${mime}, ${bytes.length} bytes` },
    });
  });
  return { data: { employee_id: employee.id, has_photo: true, photo_url: photoUrl(employee.id) } };
}
