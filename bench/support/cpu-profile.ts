// CPU profiles of the bench's app server over the inspector protocol, for exactly the window a bench
// chooses (the load, not the start-up and seeding that `node --cpu-prof` would also record). The app must
// run with --inspect (withBenchApp's `inspectPort`). Summaries list the functions with the most self time.
import { writeFileSync } from "node:fs";
import WebSocket from "ws";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type Profiler = { stop: (file?: string) => Promise<CpuProfile> };

/** Starts sampling the process listening for the inspector on `inspectPort`; stop() returns the profile. */
export async function startProfiler(inspectPort: number): Promise<Profiler> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  return {
    async stop(file) {
      const { profile } = (await send("Profiler.stop")) as { profile: CpuProfile };
      socket.close();
      if (file) writeFileSync(file, JSON.stringify(profile));
      return profile;
    },
  };
}

/** [function (file:line), self ms, self %] for the `top` functions with the most self time. */
export function topSelfTime(profile: CpuProfile, top = 15): string[][] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((nodeId, i) => {
    const frame = byNode.get(nodeId)!.callFrame;
    const file = frame.url.replace(/^.*\/(node_modules|\.next)\//, "$1/").replace(/^file:\/\/.*\/(?=lib|app)/, "");
    const key = `${frame.functionName || "(anonymous)"} ${file ? `${file}:${frame.lineNumber + 1}` : ""}`.trim();
    const dt = profile.timeDeltas[i] ?? 0;
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => [key.slice(0, 90), (us / 1000).toFixed(0), ((100 * us) / total).toFixed(1) + "%"]);
}

/** Where a sampled frame's code lives: a package under node_modules, an app chunk, node's own code, or V8. */
function moduleOf(url: string): string {
  if (!url) return "(native: V8, GC, idle)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) {
    // Next ships React's server renderer and its own runtime compiled inside next/dist/compiled.
    const compiled = url.match(/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
    return compiled ? `next/compiled/${compiled[1]}` : pkg[1]!;
  }
  if (url.startsWith("node:") || !url.includes("/")) return "node internals";
  const chunk = url.match(/\.next[^/]*\/(server\/[^?]*)/);
  if (chunk) return `app ${chunk[1]!.replace(/\/[^/]*$/, "/…")}`;
  return url.replace(/^file:\/\/.*?\/(?=lib|app|components|scripts)/, "");
}

/** [module, self ms, self %]: self time summed per package or app folder, the `top` largest. */
export function selfTimeByModule(profile: CpuProfile, top = 12): string[][] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((nodeId, i) => {
    const frame = byNode.get(nodeId)!.callFrame;
    const key = frame.functionName === "(idle)" ? "(idle)" : moduleOf(frame.url);
    const dt = profile.timeDeltas[i] ?? 0;
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => [key.slice(0, 90), (us / 1000).toFixed(0), ((100 * us) / total).toFixed(1) + "%"]);
}
