// Sends one mail: over SMTP with nodemailer when configured (mail-config.ts), else into the developer
// outbox as an .eml file. Callers build the message with compose-mail.ts.
import nodemailer, { type Transporter } from "nodemailer";
import { mailFrom, smtpSettings } from "./mail-config";
import { writeToOutbox } from "./outbox";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A short name for logs and outbox file names ("password-reset", "invite"). */
  kind: string;
  /** Files sent along (forwarded documents); the content type is the one sniffed at upload. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type SentMail = { via: "smtp"; messageId: string } | { via: "outbox"; file: string };

// One pooled transport per configuration; the configuration is read on each send so tests (and a
// changed environment) get the right server.
let cached: { key: string; transport: Transporter } | null = null;

function smtpTransport(settings: NonNullable<ReturnType<typeof smtpSettings>>): Transporter {
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    cached?.transport.close();
    cached = { key, transport: nodemailer.createTransport(settings) };
  }
  return cached.transport;
}

export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const message = {
    from: mailFrom(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  };
  const settings = smtpSettings();
  if (settings) {
    const info = await smtpTransport(settings).sendMail(message);
    return { via: "smtp", messageId: String(info.messageId) };
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const file = await writeToOutbox(built.message as Buffer, mail.kind);
  console.info(`[mail] no SMTP configured: "${mail.subject}" to ${mail.to} written to ${file}`);
  return { via: "outbox", file };
}

/**
 * Sends without making the caller wait or fail: for answers that must not depend on whether a mail went
 * out (the forgot-password answer is the same for known and unknown emails). Failures are logged.
 */
export function sendMailInBackground(mail: OutgoingMail): Promise<void> {
  const sending = sendMail(mail).then(
    () => undefined,
    (error) => console.error(`[mail] sending "${mail.kind}" failed:`, error instanceof Error ? error.message : error),
  );
  inFlight.add(sending);
  void sending.finally(() => inFlight.delete(sending));
  return sending;
}

const inFlight = new Set<Promise<void>>();

/** Resolves once every background mail started so far has been sent or has failed (shutdown, tests). */
export async function backgroundMailSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
