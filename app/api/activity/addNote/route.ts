// POST /api/activity/addNote – a note in an object's activity feed {object_type, object_id, note}
import { route } from "@/lib/api/route";
import { ZAddNoteInput } from "@/lib/activity/activity.types";
import { addNote } from "@/lib/activity/add-note";

export const POST = route({ input: ZAddNoteInput, area: "people", permission: "employees.read" }, addNote);
