// Mail in the browser tests: the app runs with no SMTP settings, so every mail is an .eml file in
// DATA_DIR/outbox; the data folder is the one of this worker's server (tests/e2e/servers.ts).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { PORT, dataDirOf } from "./servers";

const OUTBOX = path.resolve(dataDirOf(PORT), "outbox");

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path of the first link to `prefix` in the newest outbox mail to `to`. */
export async function linkFromOutbox(to: string, prefix: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[]))
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse();
        for (const file of files) {
          const text = decodeQuotedPrintable(await readFile(path.join(OUTBOX, file), "utf8"));
          if (!new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(text)) continue;
          const match = new RegExp(`https?://[^/\\s"]+(${prefix}[^\\s"<]*)`).exec(text);
          if (match) {
            link = match[1]!;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a link to ${prefix}` },
    )
    .toBe(true);
  return link!;
}
