// GET|POST /api/user/notificationSettings/importantDocuments {email, in_app} – how the user hears of important documents
import { route } from "@/lib/api/route";
import {
  getImportantDocumentsSettings,
  setImportantDocumentsSettings,
  ZImportantDocumentsInput,
} from "@/lib/profile/notification-settings";

export const GET = route({}, getImportantDocumentsSettings);
export const POST = route({ input: ZImportantDocumentsInput, allowReadOnly: true }, setImportantDocumentsSettings);
