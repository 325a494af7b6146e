// A page's forms as one intent table: a zod discriminated union on `intent`, parsed once. An intent
// no form of ours sends is a 400 thrown to the error boundary, not a form error shown to the user.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { badRequest } from "./http.server";

export function parseIntent<Schema extends z.ZodType<{ intent: string }>>(form: FormData, schema: Schema) {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "error" && submission.error?.intent) throw badRequest();
  return submission;
}

/** The `default:` of a switch over intents: the compiler checks every case is handled. */
export function unknownIntent(intent: never): never {
  void intent; // reached only by a form the union does not hold, which parseIntent has refused
  throw badRequest();
}
