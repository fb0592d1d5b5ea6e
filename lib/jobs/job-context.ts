// The context a background job runs with: the user who asked, in the group they asked in, with their
// rights as they are when the job runs (a right taken away meanwhile applies). Null when the user no
// longer has an enabled membership there.
import type { RequestContext } from "@/lib/api/context";
import { loadContext } from "@/lib/api/context";

export async function contextForJob(userId: string, groupId: number): Promise<RequestContext | null> {
  return loadContext({
    id: `job:${userId}:${groupId}`,
    userId,
    groupId,
    impersonatorUserId: null,
    boundGroupId: groupId,
    viaSso: null,
  });
}
