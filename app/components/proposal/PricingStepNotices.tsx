// What a proposal still lacks before it can be priced (the spec's notices), with the way back to
// each step, and why a saved price is out of force.
import { Link } from "@remix-run/react";

export interface PricingStepState {
  hasKit: boolean;
  hasGeneration: boolean;
  pricingStale: string | null;
}

const STALE: Record<string, string> = {
  consumption: "os dados de consumo mudaram",
  kit: "o kit mudou",
  generation: "os dados de geração mudaram",
};

export function PricingStepNotices({ p, paths }: { p: PricingStepState; paths: { kit: string; generation: string } }) {
  return (
    <>
      {!p.hasKit && (
        <p className="notice" role="status">
          Esta proposta não possui kit cadastrado. <Link to={paths.kit}>Escolher o kit</Link>
        </p>
      )}
      {p.hasKit && !p.hasGeneration && (
        <p className="notice" role="status">
          Esta proposta não possui dados de geração. <Link to={paths.generation}>Informar a geração</Link>
        </p>
      )}
      {p.pricingStale && (
        <p className="notice" role="status">
          O preço salvo não vale mais: {STALE[p.pricingStale] ?? "a proposta mudou"} depois da precificação. Salve o preço de novo.
        </p>
      )}
    </>
  );
}
