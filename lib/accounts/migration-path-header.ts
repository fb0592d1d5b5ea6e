// The request header proxy.ts fills with the request's path (layouts cannot read the URL otherwise).
// Its own small module: pages and the proxy share the name.
export const PATHNAME_HEADER = "x-hr-pathname";
