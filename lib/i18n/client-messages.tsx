// Which screen texts reach the browser (issue 18). Server components translate on the server with the
// whole catalogue (./request.ts); client components only get the namespaces their subtree uses, because
// every message handed to NextIntlClientProvider is serialised into each page's HTML and RSC payload
// (all 25 namespaces were ~90 KB of /people's 114 KB). Each layout and page that renders client
// components wraps them in <ClientMessages scope="…">; a nested provider replaces its parent's messages,
// so a scope (./client-scopes.ts) lists everything its subtree needs.
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import { isLocale, DEFAULT_LOCALE, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";
import { CLIENT_SCOPES, type ClientScope } from "./client-scopes";
import { pickMessages } from "./pick-messages";

export { pickMessages };

// Per language and scope, built once: the catalogue is static, so this is no per-user cache.
const picked = new Map<string, Promise<Messages>>();

export function clientMessages(locale: Locale, scope: ClientScope): Promise<Messages> {
  const key = `${locale}:${scope}`;
  let messages = picked.get(key);
  if (!messages) {
    messages = loadMessages(locale).then((all) => pickMessages(all, CLIENT_SCOPES[scope]));
    picked.set(key, messages);
  }
  return messages;
}

/** Gives the client components below the namespaces of `scope`, and only those. */
export async function ClientMessages({ scope, children }: { scope: ClientScope; children: React.ReactNode }) {
  const locale = await getLocale();
  const messages = await clientMessages(isLocale(locale) ? locale : DEFAULT_LOCALE, scope);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/** A page whose client components get the namespaces of `scope`: `export default withClientMessages("people", PeoplePage)`. */
export function withClientMessages<P extends object>(
  scope: ClientScope,
  Page: (props: P) => React.ReactNode | Promise<React.ReactNode>,
) {
  return function PageWithClientMessages(props: P) {
    return (
      <ClientMessages scope={scope}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
