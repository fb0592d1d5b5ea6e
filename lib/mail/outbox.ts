// The developer outbox: without SMTP settings every mail is written as an .eml file under
// `${DATA_DIR ?? ".data"}/outbox/` (open it in any mail client, or read the link in a text editor) and
// its path is logged. With an in-memory database (DATA_DIR=memory://, tests) the folder goes to the
// system's temporary directory instead.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";

export function outboxDir(): string {
  const dataDir = process.env.DATA_DIR?.trim() || ".data";
  if (dataDir.startsWith("memory://")) return path.join(os.tmpdir(), "hr-platform-outbox");
  return path.resolve(dataDir, "outbox");
}

export async function writeToOutbox(eml: Buffer, kind: string): Promise<string> {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${kind}-${randomBytes(4).toString("hex")}.eml`);
  await writeFile(file, eml, { mode: 0o600 });
  return file;
}
