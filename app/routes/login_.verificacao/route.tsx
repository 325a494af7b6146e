import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CodeCard } from "~/components/SecondFactor";
import { codeStepAction, codeStepLoader } from "./page.server";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Verificação — Girassol" }];
export const headers = retryAfterHeaders;
export const loader = (args: LoaderFunctionArgs) => codeStepLoader(args);
export const action = (args: ActionFunctionArgs) => codeStepAction(args);

export default function CodeStep() {
  return (
    <CodeCard
      title="Verificação em duas etapas"
      intent="verify"
      lastResult={useActionData<typeof action>()?.result}
      hint="Digite o código de 6 dígitos do seu aplicativo autenticador, ou um código de recuperação."
    >
      <p>
        <a href="/login">Voltar</a>
      </p>
    </CodeCard>
  );
}
