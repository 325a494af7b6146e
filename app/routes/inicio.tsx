import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BOARD_TYPES } from "../../domain/shared";
import { requireUser } from "~/lib/auth.server";
import { BOARD_TYPE_INFO, boardPath } from "~/lib/board-types";
import { Shell } from "~/components/Shell";

export const meta: MetaFunction = () => [{ title: "Início — Girassol" }];

// A simple start page for now: links to the user's boards. The dashboard comes with its own issue.
export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await requireUser(request) };
}

export default function Inicio() {
  const { user } = useLoaderData<typeof loader>();
  const boards = BOARD_TYPES.filter((t) => !BOARD_TYPE_INFO[t].enterpriseOnly || user.plan === "ENTERPRISE");
  return (
    <Shell user={user}>
      <h1>Olá, {user.name}</h1>
      <section className="card-panel" aria-labelledby="boards-title">
        <h2 id="boards-title">Seus quadros</h2>
        <ul>
          {boards.map((t) => (
            <li key={t}><Link to={boardPath(t, user.id)}>{BOARD_TYPE_INFO[t].title}</Link></li>
          ))}
          <li><Link to="/vendas/registro">Registrar nova venda</Link></li>
        </ul>
      </section>
    </Shell>
  );
}
