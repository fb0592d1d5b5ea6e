// Small HTTP helpers the simulators share (each simulator owns its protocol; these only read and write).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";

export class BadRequest extends Error {}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BadRequest("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function readJsonBody(req: IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  const text = await readBody(req, limit);
  try {
    return JSON.parse(text || "null");
  } catch {
    throw new BadRequest("body is not JSON");
  }
}

export function zodFields(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((i) => [i.path.join(".") || "body", i.message]));
}

export function intQuery(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  const value = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new BadRequest(`${name} out of range`);
  return value;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
