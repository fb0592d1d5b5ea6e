// The request header proxy.ts fills with the request's path (layouts cannot read the URL otherwise).
// Its own module so the proxy bundle does not pull in the database code of migration-redirect.ts.
export const PATHNAME_HEADER = "x-hr-pathname";
