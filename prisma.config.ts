// Prisma CLI configuration. Only `prisma generate` runs through the CLI here: migrations are created and
// applied by scripts/db/* with the WASM schema engine, because the native engine cannot be downloaded.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
