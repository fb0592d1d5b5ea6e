// A real SMTP server on a random local port (the smtp-server package) that keeps every message it
// receives. start() points SMTP_URL at it, so lib/mail sends there over SMTP exactly as in production.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private waiters: Array<{ match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }> = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        this.receive({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.SMTP_FROM = "HR Platform <no-reply@hr.test>";
    return this;
  }

  async stop(): Promise<void> {
    // Mail sent in the background (notices) must reach the sink before it closes.
    const { backgroundMailSettled } = await import("@/lib/mail/send-mail");
    await backgroundMailSettled();
    delete process.env.SMTP_URL;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The first message (already received or still to come) to this address that matches. */
  next(to: string, match: (m: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    const test = (m: ReceivedMail) => m.to.includes(to.toLowerCase()) && match(m);
    const found = this.messages.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match: test, resolve }));
  }

  sentTo(to: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(to.toLowerCase()));
  }

  private receive(envelope: { from: string; to: string[]; raw: string }) {
    const decoded = decodeQuotedPrintable(envelope.raw);
    const mail: ReceivedMail = {
      ...envelope,
      to: envelope.to.map((a) => a.toLowerCase()),
      subject: decodeSubject(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(envelope.raw)?.[1] ?? ""),
      text: decoded,
    };
    this.messages.push(mail);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(mail)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  }
}

/** The first link to `pathPrefix` in a mail, as a path ("/login/reset/abc"). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`https?://[^/\\s"]+(${escaped}[^\\s"<]*)`).exec(mail.text);
  if (!match) throw new Error(`No link to ${pathPrefix} in the mail:\n${mail.text}`);
  return match[1]!;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// "=?UTF-8?Q?...?=" and "=?UTF-8?B?...?=" encoded words, as nodemailer writes non-ASCII subjects.
function decodeSubject(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}
