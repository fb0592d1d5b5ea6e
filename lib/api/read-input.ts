// Reads a request's input: query string for GET/HEAD/DELETE, JSON body otherwise, merged with the
// route's path parameters (path parameters win: the URL names the object, not the body).
import { AppError } from "./errors";
import { assertSafeText } from "./unsafe-text";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export async function readInput(
  req: Request,
  params: Record<string, string | string[]>,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const method = req.method.toUpperCase();
  // NUL and unpaired surrogates are refused here, once, for every route (lib/api/unsafe-text.ts).
  assertSafeText(params);
  if (method === "GET" || method === "HEAD" || method === "DELETE") {
    const query = queryObject(new URL(req.url).searchParams);
    assertSafeText(query);
    return { ...query, ...params };
  }
  const body = await readJsonBody(req, maxBodyBytes);
  assertSafeText(body);
  return { ...body, ...params };
}

// A prototype-less object: a parameter named __proto__ or constructor is a plain key that the strict
// schema then reports as unknown, never something that changes the object itself.
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key.endsWith("[]") ? key.slice(0, -2) : key] = all.length > 1 || key.endsWith("[]") ? all : all[0]!;
  }
  return out;
}

async function readJsonBody(req: Request, maxBodyBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw tooLarge(maxBodyBytes);
  const text = await readCapped(req, maxBodyBytes);
  if (text.trim() === "") return {};
  // Only a real JSON media type: "text/plain" bodies are what other sites can send without asking first.
  if (!isJsonMediaType(req.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new AppError("bad_request", "The request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

// Counts bytes as they arrive so a body without Content-Length cannot exceed the limit either.
async function readCapped(req: Request, maxBodyBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge(maxBodyBytes);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_request", "The request body is not valid UTF-8");
  }
}

// A client that goes away mid-body (a closed tab, a cancelled fetch) makes the read fail with "aborted":
// that is the client's doing, a 400, not a server error logged as a 500.
async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read();
  } catch {
    throw new AppError("bad_request", "The request body could not be read");
  }
}

export function isJsonMediaType(header: string | null): boolean {
  const base = (header ?? "").split(";")[0]!.trim().toLowerCase();
  return base === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(base);
}

function tooLarge(max: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${Math.round(max / 1024)} KB`);
}
