// `npm start`, in plain JavaScript so production runs without the TypeScript loader (tsx costs a second
// Node process, a loader thread and an esbuild child, and keeps every compiled file's source map).
// 1. Compiles scripts/start.ts and scripts/prepare-db.ts with esbuild (it comes with tsx; about half a
//    second, every start, so the compiled files never lag behind the source) into .next-server/.
// 2. Runs prepare-db (migrations, the demo seed) in a child process that exits when done: the schema
//    engine and the seed's memory never stay in the server.
// 3. Runs the compiled server in this process.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, ".next-server");
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve("tsx/package.json"))("esbuild");

await esbuild.build({
  absWorkingDir: root,
  entryPoints: { start: "scripts/start.ts", "prepare-db": "scripts/prepare-db.ts" },
  outdir,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  // Packages load from node_modules as usual (native and WASM files, Next itself); only our code is compiled.
  packages: "external",
  platform: "node",
  format: "cjs",
  target: "node20",
  // Written for NODE_OPTIONS=--enable-source-maps; Node does not load it otherwise.
  sourcemap: true,
  logLevel: "warning",
});
// The esbuild service is a child process: end it rather than keep it for the server's life.
await esbuild.stop();

try {
  execFileSync(process.execPath, [path.join(outdir, "prepare-db.cjs")], { cwd: root, stdio: "inherit" });
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
process.env.HR_DB_PREPARED = "1";
require(path.join(outdir, "start.cjs"));
