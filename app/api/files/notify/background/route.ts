// POST /api/files/notify/background – mail chosen people about a document, as a background job
import { route } from "@/lib/api/route";
import { notifyFilePeople } from "@/lib/documents/notify-file-people";
import { ZNotifyInput } from "@/lib/documents/documents.types";

export const POST = route({ input: ZNotifyInput, area: "documents", permission: "documents.write" }, notifyFilePeople);
