// GET  /api/table_preferences/{table} – the caller's settings for a table (defaults when none stored).
// POST /api/table_preferences/{table} {per_page, columns, name_order, calendar_sort} – store them.
import { route } from "@/lib/api/route";
import { getTablePreferences } from "@/lib/table-preferences/get-table-preferences";
import { saveTablePreferences } from "@/lib/table-preferences/save-table-preferences";
import { ZGetTablePreferencesInput, ZSaveTablePreferencesInput } from "@/lib/table-preferences/table-preferences.types";

export const GET = route({ input: ZGetTablePreferencesInput }, getTablePreferences);
// Personal view settings change no company data: read-only users keep their own views too.
export const POST = route({ input: ZSaveTablePreferencesInput, allowReadOnly: true }, saveTablePreferences);
