import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { ProposalTable } from "~/components/proposal/ProposalTable";
import { pageHref, ProposalListFilters } from "~/components/proposal/ProposalListFilters";
import type { ProposalRowReply } from "~/lib/proposal-lists.server";
import type { customerProposalsLoader } from "./page.server";

export function CustomerProposalsPage() {
  const { user, customer, list, rowForms } = useLoaderData<typeof customerProposalsLoader>();
  const reply = useActionData() as ProposalRowReply;
  return (
    <Shell user={user}>
      <h1>Propostas de {customer.name}</h1>
      <p>
        <Link to={`/cliente/editar/${customer.id}`}>← Cliente</Link> ·{" "}
        <Link to={`/proposta/gerar-proposta/dados-consumo/nova?cid=${customer.id}`} className="button">
          Nova proposta
        </Link>
      </p>
      <ProposalListFilters values={list.filter.values} errors={list.filter.errors} clearHref={`/propostas/cliente/${customer.id}`} />
      <ProposalTable
        data={list}
        rowForms={{ ...rowForms, csrf: user.csrf, errors: [...(reply?.result?.error?.[""] ?? []), ...(reply?.result?.error?.pid ?? [])] }}
        showCustomer={false}
        href={pageHref(`/propostas/cliente/${customer.id}`, list.filter.query)}
      />
    </Shell>
  );
}
