import { Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { ProposalTable } from "~/components/proposal/ProposalTable";
import type { customerProposalsLoader } from "./page.server";

export function CustomerProposalsPage() {
  const { user, customer, list } = useLoaderData<typeof customerProposalsLoader>();
  return (
    <Shell user={user}>
      <h1>Propostas de {customer.name}</h1>
      <p>
        <Link to={`/cliente/editar/${customer.id}`}>← Cliente</Link> ·{" "}
        <Link to={`/proposta/gerar-proposta/dados-consumo/nova?cid=${customer.id}`} className="button">
          Nova proposta
        </Link>
      </p>
      <ProposalTable data={list} showCustomer={false} href={(page) => `/propostas/cliente/${customer.id}?pagina=${page}`} />
    </Shell>
  );
}
