// Serves a visible person's photo with its own Content-Type; 404 when there is none.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { findVisibleEmployee } from "./visible-employees";

export async function getEmployeePhoto(ctx: RequestContext, employeeId: number): Promise<Response> {
  const e = await findVisibleEmployee(ctx, employeeId, { photo: true, photoMime: true });
  if (!e.photo || !e.photoMime) throw AppError.notFound("Photo");
  return new Response(new Uint8Array(e.photo), {
    headers: {
      "Content-Type": e.photoMime,
      "Content-Length": String(e.photo.length),
      // Private: the photo is only for callers who may see the person. nosniff: never read as anything else.
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
