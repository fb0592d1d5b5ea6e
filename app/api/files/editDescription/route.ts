// POST /api/files/editDescription – change a document's description
import { route } from "@/lib/api/route";
import { editFileDescription } from "@/lib/documents/edit-file-description";
import { ZEditDescriptionInput } from "@/lib/documents/documents.types";

export const POST = route(
  { input: ZEditDescriptionInput, area: "documents", permission: "documents.write" },
  editFileDescription,
);
