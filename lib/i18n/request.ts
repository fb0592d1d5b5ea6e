// next-intl request configuration (no locale in the URL): the signed-in user's language, else the
// browser's, else English.
import { getRequestConfig } from "next-intl/server";
import { headers } from "next/headers";
import { getPageContext } from "@/lib/api/page-context";
import { loadMessages } from "./messages";
import { pickLocale } from "./locales";

export default getRequestConfig(async () => {
  const ctx = await getPageContext();
  const locale = pickLocale(ctx?.user.language, (await headers()).get("accept-language"));
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "Europe/Brussels",
  };
});
