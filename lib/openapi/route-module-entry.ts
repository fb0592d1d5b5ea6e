// One route file as the OpenAPI builder sees it: its URL path, its summary and a loader for its module.
export type RouteModuleEntry = { path: string; summary: string; load: () => Promise<Record<string, unknown>> };
