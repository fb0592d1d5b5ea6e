// POST /user/changeLang {lang, dialect} – the user's language
import { route } from "@/lib/api/route";
import { changeLanguage, ZChangeLanguageInput } from "@/lib/profile/change-language";

export const POST = route({ input: ZChangeLanguageInput, allowReadOnly: true }, changeLanguage);
