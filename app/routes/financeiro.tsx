// /financeiro: the company's plan and payment situation (reachable even when payment is
// irregular, part 1 §2.1 set B). Payments themselves belong to the subscription area (not built).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server";
import { forbidden } from "~/lib/http.server";
import { Shell } from "~/components/Shell";

export const meta: MetaFunction = () => [{ title: "Financeiro — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.role !== "MANAGER") throw forbidden();
  return { user };
}

export default function Financeiro() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <Shell user={user}>
      <h1>Financeiro</h1>
      <section className="card-panel" aria-labelledby="plan-title">
        <h2 id="plan-title">Plano e situação</h2>
        <dl>
          <dt>Plano</dt>
          <dd>{user.plan === "ENTERPRISE" ? "Empresarial (ENTERPRISE)" : "Básico (BASIC)"}</dd>
          <dt>Situação do pagamento</dt>
          <dd>{user.statusOk ? "Regular" : "Irregular"}</dd>
        </dl>
        {!user.statusOk && (
          <p>
            Para regularizar, fale com a equipe Girassol pelo <a href="/contato">contato</a>. A administração da plataforma atualiza a situação assim
            que o pagamento for confirmado.
          </p>
        )}
      </section>
    </Shell>
  );
}
