// The name-based id of a kit read from an import file (issue 15 contract): the same company, owner,
// supplier and supplier code (or name) always give the same stream id, so a re-upload creates no
// duplicate. Kits typed on the form get a UUIDv7 instead.
import { kitNaturalKey } from "../domain/kit/fields";
import { nameUuid } from "./ids";

export function kitIdFor(companyId: string, ownerId: string, supplier: string, codeOrName: string): string {
  return nameUuid(kitNaturalKey(companyId, ownerId, supplier, codeOrName));
}
