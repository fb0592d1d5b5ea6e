// Where the browser tests' app servers listen. One Playwright run starts E2E_SERVERS servers (default 1),
// each on its own fresh embedded database, and gives each worker its own: worker N (TEST_PARALLEL_INDEX,
// set by Playwright in every worker process) talks to the server on E2E_PORT + 100 * N. The app serves its
// simulators on its port + 7..9, the OIDC provider for it listens on + 1000 and its DNS server on + 2000,
// so servers 100 apart never meet. Read by playwright.config.ts and by specs that reach a server's side ports.

export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SERVER_COUNT = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));

/** The app port of server `index`. */
export const serverPort = (index: number) => BASE_PORT + 100 * index;

/**
 * The data folder of the server on `port`: `.data-e2e` for the default single run, suffixed by the port when
 * the run is on another E2E_PORT or starts several servers (each keeps its own database and outbox).
 */
export const dataDirOf = (port: number) =>
  process.env.E2E_PORT || SERVER_COUNT > 1 ? `.data-e2e-${port}` : ".data-e2e";

/** The app port of the server this worker talks to (the first one outside a worker). */
export const PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SERVER_COUNT);
