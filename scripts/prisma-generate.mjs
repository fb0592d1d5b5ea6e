// Runs `prisma generate` at install time. The CLI would try to download a native schema engine that
// cannot be fetched offline; generating the client does not need it, so point it at /bin/false
// (see ../shared/STACK.md). Migrations go through the WASM engine in scripts/db/.
import { execFileSync } from "node:child_process";

execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
