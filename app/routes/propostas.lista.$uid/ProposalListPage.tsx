import { useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { ProposalTable } from "~/components/proposal/ProposalTable";
import { pageHref, ProposalListFilters } from "~/components/proposal/ProposalListFilters";
import type { ProposalRowReply } from "~/lib/proposal-lists.server";
import type { proposalListLoader } from "./page.server";

export function ProposalListPage() {
  const { user, uid, whose, list, rowForms, owners } = useLoaderData<typeof proposalListLoader>();
  const reply = useActionData() as ProposalRowReply;
  return (
    <Shell user={user}>
      <h1>{whose ? `Propostas de ${whose}` : "Propostas"}</h1>
      <ProposalListFilters values={list.filter.values} errors={list.filter.errors} owners={owners} clearHref={`/propostas/lista/${uid}`} />
      <p>
        {list.total} {list.total === 1 ? "proposta" : "propostas"}. Uma proposta fica “Sem preço” até a precificação ser concluída.
      </p>
      <ProposalTable
        data={list}
        rowForms={{ ...rowForms, csrf: user.csrf, errors: [...(reply?.result?.error?.[""] ?? []), ...(reply?.result?.error?.pid ?? [])] }}
        href={pageHref(`/propostas/lista/${uid}`, list.filter.query)}
      />
    </Shell>
  );
}
