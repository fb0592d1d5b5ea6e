// POST /api/files/editDescription {file_id, file_description}: only the description (null clears it).
import type { RequestContext } from "@/lib/api/context";
import type { TEditDescriptionInput, TFileJson } from "./documents.types";
import { editFile } from "./edit-file";

export function editFileDescription(ctx: RequestContext, input: TEditDescriptionInput): Promise<TFileJson> {
  return editFile(ctx, { file_id: input.file_id, file_description: input.file_description });
}
