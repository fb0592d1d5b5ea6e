// Two jest projects: unit (*.test.ts[x], no database) and integration (*.integration.test.ts, real
// database: PostgreSQL when DATABASE_URL is set, else an in-memory PGlite with the migrations applied).
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Auth.js and its dependencies ship ESM only; let SWC transform them like our own code.
const esmPackages = ["next-auth", "@auth", "jose", "oauth4webapi", "preact", "preact-render-to-string", "@panva"];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join("|")})/)`];

const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
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
        setupFilesAfterEach: undefined,
        setupFilesAfterEnv: ["<rootDir>/tests/setup-dom.ts"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/integration/**/*.integration.test.ts"],
      }),
    ],
  };
}
