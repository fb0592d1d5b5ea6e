// Builds the mails of the identity flows in the recipient's language (en, nl, fr) from the `mail`
// message namespace: a greeting, paragraphs, one button-like link, a closing line; as plain text and
// as simple HTML (every value escaped).
import { createTranslator } from "use-intl/core";
import en from "@/messages/en/mail.json";
import nl from "@/messages/nl/mail.json";
import fr from "@/messages/fr/mail.json";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "./send-mail";

const MESSAGES = { en, nl, fr } as const;

export type MailKind =
  | "passwordReset"
  | "invite"
  | "emailChangeConfirm"
  | "emailChanged"
  | "passwordChanged"
  | "weeklyDigest"
  | "leaveApproved"
  | "leaveDeclined"
  | "importantDocument"
  | "documentShared"
  | "documentsForwarded"
  | "contractSignature";

type Values = Record<string, string | number>;

/** The mail's language: the recipient's profile language, else the fallback, else English. */
export function mailLocale(preferred: string | null | undefined, fallback?: string | null): Locale {
  if (isLocale(preferred)) return preferred;
  if (isLocale(fallback)) return fallback;
  return "en";
}

export function composeMail(input: {
  kind: MailKind;
  to: string;
  locale: Locale;
  values?: Values;
  /** The link the mail is about (reset, invitation, confirmation); omitted for pure notices. */
  link?: string;
}): OutgoingMail {
  const t = createTranslator({ locale: input.locale, messages: { mail: MESSAGES[input.locale] }, namespace: "mail" });
  const values = input.values ?? {};
  const k = input.kind;
  const subject = t(`${k}.subject`, values);
  const greeting = values.name ? t("greetingNamed", { name: String(values.name) }) : t("greeting");
  const paragraphs = [t(`${k}.body`, values), t(`${k}.note`, values)];
  const action = input.link ? { label: t(`${k}.action`, values), url: input.link } : null;
  const closing = t("closing");

  const text = [
    greeting,
    "",
    paragraphs[0],
    "",
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    paragraphs[1],
    "",
    closing,
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(paragraphs[0]!)}</p>
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d5fd1;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(action.url)}</p>`
    : ""
}
<p>${escapeHtml(paragraphs[1]!)}</p>
<p>${escapeHtml(closing)}</p>
</body></html>`;
  return { to: input.to, subject, text, html, kind: k };
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}
