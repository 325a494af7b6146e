// Field errors as the forms show them: every problem at once, keyed by the form's field name; the
// pure computations throw the first one so a caller that skipped the check never gets NaN.
import { DomainError } from "../shared/decider";

export type FieldErrors = Record<string, string>;

/** Throws the first problem as a DomainError on its field. */
export function throwFirst(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (first) throw new DomainError(first[1], first[0]);
}
