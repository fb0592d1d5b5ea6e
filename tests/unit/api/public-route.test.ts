/** @jest-environment node */
// publicRoute: the wrapper for calls without a session (sign-up checks, invitation tokens) validates
// input and refuses cross-site writes exactly like route().
import { z } from "zod";
import { publicRoute } from "@/lib/api/route";

const handler = publicRoute(
  { input: z.object({ x: z.string().min(1, { error: "x is required" }) }).strict() },
  (input) => ({ echo: input.x }),
);
const call = (init: RequestInit, url = "http://app.example/api/p") =>
  handler(new Request(url, init), { params: Promise.resolve({}) });

it("answers with the handler's result for valid input, without any session", async () => {
  const res = await call({ method: "POST", headers: { "content-type": "application/json" }, body: '{"x":"hi"}' });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ echo: "hi" });
});

it("answers 422 naming the field, 400 for broken JSON, and 403 for another site's write", async () => {
  const invalid = await call({ method: "POST", headers: { "content-type": "application/json" }, body: '{"x":""}' });
  expect(invalid.status).toBe(422);
  expect((await invalid.json()).error.fields).toEqual({ x: "X is required" });
  const broken = await call({ method: "POST", headers: { "content-type": "application/json" }, body: "{" });
  expect(broken.status).toBe(400);
  const crossSite = await call({
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://evil.example", host: "app.example" },
    body: '{"x":"hi"}',
  });
  expect(crossSite.status).toBe(403);
});

it("reads GET input from the query string", async () => {
  const res = await call({ method: "GET" }, "http://app.example/api/p?x=q");
  expect(await res.json()).toEqual({ echo: "q" });
});
