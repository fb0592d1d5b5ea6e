// Where each provider's adapter sends its requests. Env wins (BE_PORTAL_URL, a real portal or a simulator
// elsewhere); without it, the simulator this process serves (scripts/start.ts and tests register it, on
// globalThis because Next bundles its own module copies). PROVIDER_TIMEOUT_MS bounds every call.
const REGISTRY = Symbol.for("hr.integrations.simulators");
type Registry = { bePortalUrl?: string };
type WithRegistry = typeof globalThis & { [REGISTRY]?: Registry };

export function registerEmbeddedSimulators(registry: Registry | null): void {
  (globalThis as WithRegistry)[REGISTRY] = registry ?? undefined;
}

export function bePortalBaseUrl(): string | null {
  const fromEnv = process.env.BE_PORTAL_URL?.trim();
  if (fromEnv) return fromEnv.replace(/\/+$/, "");
  return (globalThis as WithRegistry)[REGISTRY]?.bePortalUrl ?? null;
}

/** Whether the provider's adapter has somewhere to send requests (BE_PORTAL_URL, or a simulator this process serves). */
export function providerConfigured(provider: "be_portal"): boolean {
  return provider === "be_portal" && bePortalBaseUrl() !== null;
}

export function providerTimeoutMs(): number {
  const value = Number(process.env.PROVIDER_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}
