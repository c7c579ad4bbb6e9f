const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `text` is a UUID, the form of every primary key the product makes. Checked before a
 * lookup, so a malformed id is NOT_FOUND instead of a PostgreSQL cast error.
 */
export const isUuid = (text: string): boolean => UUID.test(text);
