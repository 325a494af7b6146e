// Distributor catalogues (issue 15, spec part 3 §3 suppliers): no distributor API is reachable from
// Girassol's machines, so kits arrive by file (/upload-de-kits). This is the port a distributor
// adapter plugs into when one can be reached: it yields the rows of the kit file layout
// (docs/catalogue-imports.md), so fetched kits take the file import's path (the same checks, natural
// keys, no duplicates, the `import-<id>` record). The HTTP contract an adapter speaks is in
// docs/distributors.md. No adapter exists yet: DISTRIBUTOR_ADAPTERS is empty on purpose.
import type { KitSupplier } from "../../../domain/kit/fields";

/** A supplier login (fortlevEmail / fortlevPassword), read from supplier_credentials, never from an event. */
export interface DistributorCredentials {
  email: string;
  password: string;
}

/** One kit as a line of the kit file: its Portuguese headers or the spec's field names as keys. */
export type DistributorKitRow = Readonly<Record<string, string>>;

export interface DistributorCatalogue {
  readonly supplier: Exclude<KitSupplier, "PRÓPRIO">;
  /** The distributor's kits, page by page (contract: docs/distributors.md); throws DistributorError. */
  kits(credentials: DistributorCredentials, options: { signal: AbortSignal; updatedSince?: Date }): AsyncIterable<DistributorKitRow>;
}

/** Why a fetch failed, in words a manager can act on (shown on the import's result). */
export class DistributorError extends Error {
  constructor(
    message: string,
    readonly kind: "credentials" | "unavailable" | "contract",
  ) {
    super(message);
    this.name = "DistributorError";
  }
}

/** Adapters by supplier. Empty: none can be reached or tested from here (see docs/distributors.md). */
export const DISTRIBUTOR_ADAPTERS: Partial<Record<DistributorCatalogue["supplier"], DistributorCatalogue>> = {};
