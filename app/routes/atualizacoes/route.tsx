// /atualizacoes (part 1 §2.1 "Other"): where the header's "App Atualizado" icon leads — what this
// version of Girassol brings. Static text, signed in.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server";
import { Shell } from "~/components/Shell";

export const meta: MetaFunction = () => [{ title: "Atualizações — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await requireUser(request) };
}

export default function Atualizacoes() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <Shell user={user}>
      <h1>Atualizações</h1>
      <section className="card-panel" aria-labelledby="latest-title">
        <h2 id="latest-title">Novidades desta versão</h2>
        <ul>
          <li>
            Preferência “Criar projeto e instalação ao ganhar a venda”: ao ganhar uma venda, o projeto e a instalação dela são abertos uma única vez.
          </li>
          <li>Preferência “Ocultar o número da proposta”: a proposta final, o PDF e o link enviado ao cliente deixam de mostrar o número.</li>
          <li>Preferência “Usar o funil de pré-venda”: desligada, a pré-venda sai do menu e suas páginas ficam indisponíveis.</li>
          <li>Permissão “Ver o histórico dos itens”: sem ela, o colaborador não vê a aba Histórico.</li>
        </ul>
      </section>
    </Shell>
  );
}
