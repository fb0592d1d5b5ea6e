// Stores the company logo (POST /util/logo/upload {file_base64}). The type comes from the bytes, never
// from a file name or a data: URL's declared type; PNG, JPEG and WebP only; at most 1 MB decoded (413).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { LOGO_MAX_BYTES, type TUploadLogoInput } from "./company.types";
import { sniffImageType } from "./image-type";
import { logoUrl, logoVersion } from "./logo-version";

export async function uploadLogo(ctx: RequestContext, input: TUploadLogoInput) {
  const bytes = decodeBase64(input.file_base64);
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError("payload_too_large", `The logo can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB`);
  }
  const mime = sniffImageType(bytes);
  if (!mime) throw AppError.validation({ file_base64: "file_base64 must be a PNG, JPEG or WebP image" });
  const current = await db.group.findUniqueOrThrow({
    where: { id: ctx.group.id },
    select: { logo: true, logoMime: true },
  });
  await db.$transaction(async (tx) => {
    await tx.group.update({ where: { id: ctx.group.id }, data: { logo: bytes, logoMime: mime } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "group_logo",
      objectId: ctx.group.id,
      before: { version: current.logo ? logoVersion(current.logo) : null, mime: current.logoMime },
      after: { version: logoVersion(bytes), mime, size: bytes.length },
    });
  });
  return { data: { logo_url: logoUrl(bytes), mime, size: bytes.length } };
}

function decodeBase64(input: string): Uint8Array<ArrayBuffer> {
  const payload = input.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw AppError.validation({ file_base64: "file_base64 must be base64-encoded" });
  }
  return new Uint8Array(Buffer.from(payload, "base64"));
}
