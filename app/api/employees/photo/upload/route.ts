// POST /api/employees/photo/upload – set a person's photo {employee_id, file_base64} (JPEG/PNG/WebP, max 2 MB)
import { route } from "@/lib/api/route";
import { MAX_PHOTO_BYTES, ZPhotoUploadInput } from "@/lib/people/people.types";
import { uploadEmployeePhoto } from "@/lib/people/upload-employee-photo";

// Base64 makes 2 MB about 2.7 MB; a little more for the JSON around it. Bigger bodies are a 413 as well.
const MAX_BODY = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64 * 1024;

export const POST = route(
  { input: ZPhotoUploadInput, area: "people", permission: "employees.write", maxBodyBytes: MAX_BODY },
  uploadEmployeePhoto,
);
