// The one pattern for a UUID in the project (any version; ids are UUIDv7, name-based ids v8).
// Pure, so client code (route patterns) and the server share it; eventstore/ids.ts re-exports it.
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same pattern, unanchored, to embed in a larger pattern (a route, a URL in a test). */
export const UUID_PATTERN = UUID_RE.source.slice(1, -1);
