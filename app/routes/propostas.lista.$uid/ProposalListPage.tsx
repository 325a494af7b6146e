import { useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { ProposalTable } from "~/components/proposal/ProposalTable";
import type { proposalListLoader } from "./page.server";

export function ProposalListPage() {
  const { user, uid, whose, list, finished } = useLoaderData<typeof proposalListLoader>();
  return (
    <Shell user={user}>
      <h1>{whose ? `Propostas de ${whose}` : "Propostas"}</h1>
      {finished && (
        <p role="status" className="success">
          {finished}
        </p>
      )}
      <p>
        {list.total} {list.total === 1 ? "proposta" : "propostas"}. Uma proposta fica “Sem preço” até a precificação ser concluída.
      </p>
      <ProposalTable data={list} href={(page) => `/propostas/lista/${uid}?pagina=${page}`} />
    </Shell>
  );
}
