// Where finished exports are kept: DATA_DIR/exports/<group>/<random>.xlsx. Names on disk are generated,
// never taken from input; the stored path is relative, so the folder can move with DATA_DIR.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

function exportsRoot(): string {
  const dataDir = process.env.DATA_DIR?.trim() || ".data";
  // Tests run with an in-memory database; their files go to the system's temporary folder.
  if (dataDir.startsWith("memory://")) return path.join(process.env.TMPDIR || "/tmp", "hr-exports");
  return path.resolve(dataDir, "exports");
}

export async function saveExportFile(groupId: number, content: Buffer): Promise<string> {
  const relative = path.join(String(groupId), `${randomUUID()}.xlsx`);
  const absolute = path.join(exportsRoot(), relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, content, { mode: 0o600 });
  return relative;
}

export function readExportFile(relative: string): Promise<Buffer> {
  return readFile(resolveInside(relative));
}

export async function deleteExportFile(relative: string): Promise<void> {
  await rm(resolveInside(relative), { force: true });
}

function resolveInside(relative: string): string {
  const root = exportsRoot();
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) throw new Error("export path outside the exports folder");
  return absolute;
}
