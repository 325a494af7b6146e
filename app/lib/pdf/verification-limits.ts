// The verification upload's size limit, apart from its form (the request guard reads it without zod).
export const VERIFY_MAX_BYTES = 10 * 1024 * 1024;
