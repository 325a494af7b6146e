// /proposta/gerar-proposta/dados-consumo/nova and /editar: the wizard's first step around the form.
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { formatNumber5 } from "../../../domain/shared/format";
import { Shell, type ShellUser } from "~/components/Shell";
import type { ConsumptionFormValues } from "~/lib/proposal-forms";
import type { SimultaneityDefaults } from "../../../domain/proposal";
import { ConsumptionForm } from "./ConsumptionForm";

export interface ConsumptionData {
  /** After a clone: "Proposta #00043 criada a partir da #00042". */
  notice?: string | null;
  user: ShellUser;
  mode: "new" | "edit";
  customer: { id: string; name: string };
  owner: { id: string; name: string };
  proposal: { id: string; count: number } | null;
  commandId: string;
  initial: ConsumptionFormValues;
  ufs: string[];
  cities: string[];
  tariffs: { id: string; label: string }[];
  simultaneity: SimultaneityDefaults;
}
export type ConsumptionReply =
  { intent: string; key: string; values?: ConsumptionFormValues; cities?: string[]; result?: SubmissionResult<string[]> } | undefined;

export function ConsumptionPage({ d, reply }: { d: ConsumptionData; reply: ConsumptionReply }) {
  const title = d.proposal ? `Proposta ${formatNumber5(d.proposal.count)}: dados de consumo` : "Nova proposta: dados de consumo";
  return (
    <Shell user={d.user}>
      <h1>{title}</h1>
      {d.notice && (
        <p className="notice" role="status">
          {d.notice}
        </p>
      )}
      <p className="p-steps" aria-label="Etapas">
        <strong>1. Dados de consumo</strong> → 2. Escolha do kit → 3. Geração → 4. Preço
      </p>
      <p>
        Cliente: <Link to={`/propostas/cliente/${d.customer.id}`}>{d.customer.name}</Link> · Responsável: {d.owner.name}
        {d.proposal && (
          <>
            {" "}
            · <Link to={`/proposta/gerar-proposta/escolha-kit/${d.proposal.id}`}>Ir para a escolha do kit</Link>
          </>
        )}
      </p>
      <ConsumptionForm
        key={reply?.key ?? "initial"}
        csrf={d.user.csrf}
        commandId={d.commandId}
        values={reply?.values ?? d.initial}
        errors={reply?.result?.error ?? {}}
        ufs={d.ufs}
        cities={reply?.cities ?? d.cities}
        tariffs={d.tariffs}
        simultaneity={d.simultaneity}
        submitLabel={d.mode === "new" ? "Salvar e escolher o kit" : "Salvar consumo"}
      />
    </Shell>
  );
}
