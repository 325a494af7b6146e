import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeCard, EnrolPanel, RecoveryCodes } from "~/components/SecondFactor";
import { adminCodeAction, adminCodeLoader } from "./page.server";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Verificação — Administração — Girassol" }];
export const headers = retryAfterHeaders;
export const loader = (args: LoaderFunctionArgs) => adminCodeLoader(args);
export const action = (args: ActionFunctionArgs) => adminCodeAction(args);

export default function AdminCodeStep() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const codes = reply && "recoveryCodes" in reply ? reply.recoveryCodes : null;
  if (codes || d.mode === "done")
    return (
      <main className="login card-panel">
        <h1>{codes ? "Verificação em duas etapas ativada" : "Você já entrou"}</h1>
        {codes && <RecoveryCodes codes={codes} />}
        <p>
          <Link className="button" to="/admin/empresas">
            CONTINUAR
          </Link>
        </p>
      </main>
    );
  const lastResult = reply && "result" in reply ? reply.result : undefined;
  return d.enrol ? (
    <CodeCard
      title="Ative a verificação em duas etapas"
      intent="enrol"
      lastResult={lastResult}
      hint="A verificação em duas etapas é obrigatória para administradores. Digite o código de 6 dígitos mostrado pelo aplicativo."
    >
      <EnrolPanel svg={d.enrol.svg} secret={d.enrol.secret} />
    </CodeCard>
  ) : (
    <CodeCard
      title="Verificação em duas etapas"
      intent="verify"
      lastResult={lastResult}
      hint="Digite o código de 6 dígitos do seu aplicativo autenticador, ou um código de recuperação."
    />
  );
}
