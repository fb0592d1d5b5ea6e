// GET /api/files/segments: the segments a company document can be meant for (lib/documents/segments.ts).
import type { RequestContext } from "@/lib/api/context";
import { SEGMENT_KEYS, segmentLabel } from "./segments";

export function listSegments(ctx: RequestContext): { data: { key: string; label: string }[] } {
  return { data: SEGMENT_KEYS.map((key) => ({ key, label: segmentLabel(key, ctx.user.language) })) };
}
