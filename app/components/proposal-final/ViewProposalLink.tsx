// "Ver proposta": from the wizard's validation and customisation steps to the final proposal, once
// its price is in force (before that the final page would show only the notices).
import { Link } from "@remix-run/react";

export function ViewProposalLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <p className="p-view-final">
      <Link to={href}>Ver proposta</Link>
    </p>
  );
}
