// POST /util/logo/upload – store the company logo {file_base64}: PNG, JPEG or WebP by content, at most 1 MB
import { route } from "@/lib/api/route";
import { uploadLogo } from "@/lib/settings/upload-logo";
import { LOGO_MAX_BYTES, ZUploadLogoInput } from "@/lib/settings/company.types";

// Base64 is 4/3 of the bytes: the body limit leaves room so the decoded size decides (413 above 1 MB).
export const POST = route(
  {
    input: ZUploadLogoInput,
    area: "settings",
    permission: "settings.manage",
    maxBodyBytes: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4096,
  },
  uploadLogo,
);
