// Zod 4 compiles its object parsers with `new Function` when it may; in the browser the
// Content-Security-Policy forbids eval (no 'unsafe-eval'), and even zod's probe for it raises a
// securitypolicyviolation. Jitless mode never tries: the same parsing, interpreted. Imported first
// by root.tsx (the first route module the browser evaluates) and by entry.client, before any schema.
import { config } from "zod";

config({ jitless: true });
