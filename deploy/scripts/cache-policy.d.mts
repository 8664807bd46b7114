// Types of cache-policy.mjs for the API server, which serves the same artefacts with the same rules.
export const IMMUTABLE: string;
export const NO_CACHE: string;
export function cacheControlFor(urlPath: string): string;
