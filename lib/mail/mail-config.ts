// SMTP settings from the environment. SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) wins;
// otherwise SMTP_HOST with SMTP_PORT / SMTP_USER / SMTP_PASSWORD. Without either, mail goes to the
// developer outbox (lib/mail/outbox.ts).
import type SMTPTransport from "nodemailer/lib/smtp-transport";

export const DEFAULT_MAIL_FROM = "HR Platform <no-reply@localhost>";

export function mailFrom(): string {
  return process.env.SMTP_FROM?.trim() || DEFAULT_MAIL_FROM;
}

export function smtpSettings(): string | SMTPTransport.Options | null {
  const url = process.env.SMTP_URL?.trim();
  if (url) return url;
  const host = process.env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(process.env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`SMTP_PORT must be a port number, got "${process.env.SMTP_PORT}"`);
  const user = process.env.SMTP_USER?.trim();
  return {
    host,
    port,
    // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
    secure: port === 465,
    auth: user ? { user, pass: process.env.SMTP_PASSWORD ?? "" } : undefined,
  };
}
