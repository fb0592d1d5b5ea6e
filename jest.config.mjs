// Two jest projects: unit (*.test.ts[x], no database) and integration (*.integration.test.ts, real
// database: PostgreSQL when DATABASE_URL is set, else an in-memory PGlite with the migrations applied).
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Auth.js and its dependencies ship ESM only; let SWC transform them like our own code. So does Prisma's WASM
// schema engine (lib/db/schema-engine.ts, used by applyMigrations in the integration tests).
const esmPackages = [
  "next-auth",
  "@auth",
  "jose",
  "oauth4webapi",
  "openid-client",
  "preact",
  "preact-render-to-string",
  "@panva",
  "@prisma/schema-engine-wasm",
  "@electric-sql/pglite",
  "next-intl",
  "use-intl",
  "icu-minify",
  "@formatjs",
  "intl-messageformat",
  // otplib's default plugins (two-factor) ship ESM only.
  "otplib",
  "@otplib",
  "@scure",
  "@noble",
  // pg-boss (the job queue) and its ESM-only dependencies.
  "pg-boss",
  "rrule-temporal",
  "temporal-spec",
  "serialize-error",
  "non-error",
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join("|")})/)`];

const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // PGlite's CommonJS build (dist/*.cjs, which next/jest does not transform) loads Node built-ins with
  // import(); jest's module sandbox cannot run import() without --experimental-vm-modules, so let SWC turn
  // those into require() (lib/db/client.ts uses PGlite when DATABASE_URL is not a postgres URL).
  transform: { "/node_modules/@electric-sql/pglite/dist/.+\\.cjs$": ["next/dist/build/swc/jest-transformer", {}] },
  setupFiles: ["<rootDir>/tests/setup-env.ts"],
};

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return { ...resolved, transformIgnorePatterns };
}

export default async function config() {
  return {
    projects: [
      await project({
        displayName: "unit",
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
        setupFilesAfterEnv: ["<rootDir>/tests/setup-dom.ts"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/integration/**/*.integration.test.ts"],
        setupFilesAfterEnv: ["<rootDir>/tests/integration/setup-after-env.ts"],
      }),
    ],
  };
}
