// The product-news routes: posts for the caller's audience, in their language, unread count per user,
// marking read (all or some), other audiences never shown, bad input refused.
import { setupTestDatabase, uniqueSuffix } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as posts from "@/app/api/product_news/posts/route";
import * as unread from "@/app/api/product_news/unreadCount/route";
import * as markRead from "@/app/api/product_news/markRead/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function post(audiences: string[], publishedAt = new Date(Date.now() - 60_000)) {
  const slug = `test-${uniqueSuffix()}`;
  return db.productNewsPost.create({
    data: {
      slug,
      titleEn: `EN ${slug}`,
      titleNl: `NL ${slug}`,
      titleFr: `FR ${slug}`,
      bodyEn: "en",
      bodyNl: "nl",
      bodyFr: "fr",
      audiences,
      publishedAt,
    },
  });
}

const count = async (caller: Awaited<ReturnType<typeof signInAs>>, filter?: string) =>
  (await callRoute(unread.GET, { caller, query: filter === undefined ? {} : { filter } })).body.count as number;

describe("product news", () => {
  it("ships with release notes for everyone", async () => {
    expect(await db.productNewsPost.count({ where: { slug: { startsWith: "2026-11-" } } })).toBeGreaterThanOrEqual(5);
  });

  it("counts unread posts per user, and opening marks them read for that user only", async () => {
    const group = await createGroup({ groupAccess: "full" });
    const a = await createUserInGroup({ group, role: "admin", language: "nl" });
    const b = await createUserInGroup({ group, role: "default", readOnly: true });
    const callerA = await signInAs(a.user.id, group.id);
    const callerB = await signInAs(b.user.id, group.id);
    const before = await count(callerA);
    const fresh = await post([]);
    expect(await count(callerA)).toBe(before + 1);

    const list = await callRoute(posts.GET, { caller: callerA, query: { page: 1, per_page: 100 } });
    expect(list.status).toBe(200);
    const mine = list.body.data.find((p: { id: number }) => p.id === fresh.id);
    expect(mine).toMatchObject({ title: `NL ${fresh.slug}`, body: "nl", is_read: false });
    expect(list.body.total).toBeGreaterThanOrEqual(before + 1);

    const marked = await callRoute(markRead.POST, { caller: callerA, body: {} });
    expect(marked.status).toBe(200);
    expect(marked.body.marked).toBe(before + 1);
    expect(await count(callerA)).toBe(0);
    expect(await count(callerB)).toBe(before + 1);
    const audit = await db.auditLog.findFirst({
      where: { groupId: group.id, action: "product_news_read", actorUserId: a.user.id },
    });
    expect(audit).not.toBeNull();
    // Again: nothing left to mark, no second audit row.
    expect((await callRoute(markRead.POST, { caller: callerA, body: {} })).body.marked).toBe(0);
    // A read-only user may mark their own news read.
    const some = await callRoute(markRead.POST, { caller: callerB, body: { post_ids: [fresh.id] } });
    expect(some.status).toBe(200);
    expect(await count(callerB)).toBe(before);
  });

  it("shows a post only to its audience: full_only, reseller, direct clients", async () => {
    const full = await createGroup({ groupAccess: "full" });
    const light = await createGroup({ groupAccess: "light" });
    const reseller = await db.reseller.create({ data: { name: `Reseller ${uniqueSuffix()}` } });
    const resold = await createGroup({ groupAccess: "light", resellerId: reseller.id });
    const fullOnly = await post(["full_only"]);
    const forReseller = await post([`reseller_${reseller.id}`]);
    const direct = await post(["direct_clients"]);
    const future = await post([], new Date(Date.now() + 86_400_000));
    const ids = async (group: { id: number }) => {
      const { user } = await createUserInGroup({ group, role: "admin" });
      const res = await callRoute(posts.GET, { caller: await signInAs(user.id, group.id), query: { per_page: 500 } });
      return res.body.data.map((p: { id: number }) => p.id) as number[];
    };
    const seenByFull = await ids(full);
    expect(seenByFull).toEqual(expect.arrayContaining([fullOnly.id, direct.id]));
    expect(seenByFull).not.toContain(forReseller.id);
    const seenByLight = await ids(light);
    expect(seenByLight).toContain(direct.id);
    expect(seenByLight).not.toContain(fullOnly.id);
    const seenByResold = await ids(resold);
    expect(seenByResold).toContain(forReseller.id);
    expect(seenByResold).not.toContain(direct.id);
    expect(seenByResold).not.toContain(fullOnly.id);
    for (const seen of [seenByFull, seenByLight, seenByResold]) expect(seen).not.toContain(future.id);
  });

  it("uses the browser's language when the profile has none", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group, role: "admin" });
    await db.user.update({ where: { id: user.id }, data: { language: null } });
    const fresh = await post([]);
    const res = await callRoute(posts.GET, {
      caller: await signInAs(user.id, group.id),
      query: { per_page: 500 },
      headers: { "accept-language": "fr-BE,fr;q=0.9" },
    });
    expect(res.body.data.find((p: { id: number }) => p.id === fresh.id).title).toBe(`FR ${fresh.slug}`);
  });

  it("a filter can narrow the audience, never widen it", async () => {
    const light = await createGroup({ groupAccess: "light" });
    const { user } = await createUserInGroup({ group: light, role: "admin" });
    const caller = await signInAs(user.id, light.id);
    const fullOnly = await post(["full_only"]);
    const res = await callRoute(posts.GET, { caller, query: { filter: "full_only;direct_clients", per_page: 500 } });
    expect(res.body.data.map((p: { id: number }) => p.id)).not.toContain(fullOnly.id);
  });

  it("refuses posts the caller cannot see (404), bad ids and unknown fields (422), and needs a session", async () => {
    const light = await createGroup({ groupAccess: "light" });
    const { user } = await createUserInGroup({ group: light, role: "admin" });
    const caller = await signInAs(user.id, light.id);
    const fullOnly = await post(["full_only"]);
    expect((await callRoute(markRead.POST, { caller, body: { post_ids: [fullOnly.id] } })).status).toBe(404);
    expect((await callRoute(markRead.POST, { caller, body: { post_ids: [2_147_483_647] } })).status).toBe(404);
    const bad = await callRoute(markRead.POST, { caller, body: { post_ids: ["x"] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^post_ids/);
    expect((await callRoute(markRead.POST, { caller, body: { user_id: "someone" } })).status).toBe(422);
    expect(
      (await callRoute(posts.GET, { caller, query: { filter: "DROP TABLE" } })).body.error.fields.filter,
    ).toBeDefined();
    expect((await callRoute(unread.GET, {})).status).toBe(401);
    expect((await callRoute(markRead.POST, { body: {} })).status).toBe(401);
  });
});
