// The kit choice: a GET form (range and filters) and the kits near the target power, cheapest per kWp first.
import { Form } from "@remix-run/react";
import { Hidden } from "~/components/forms/intent-form";
import { INVERTER_TYPES, KIT_FIXATIONS, KIT_VOLTAGES } from "../../../domain/kit/fields";
import { Shell, type ShellUser } from "~/components/Shell";
import { formatBRL, formatKwp } from "~/lib/kit-format";
import type { KitRow } from "~/lib/kit-rows";
import { KitTable, KitTableRow } from "./KitTable";

export const KIT_RANGE_OPTIONS = [5, 10, 20, 30, 50, 100];

export interface KitChoiceData {
  user: ShellUser;
  mode: "escolha" | "fornecedores";
  path: string;
  pid: string;
  /** A proposal the user may see: "ESCOLHER" posts ChooseKit; null: the GET link of the kit choice on its own. */
  proposalId: string | null;
  commandId: string | null;
  targetPower: number | null;
  range: number;
  filters: { supplier: string; kitVoltage: string; kitFixation: string; type: string };
  suppliers: string[];
  kits: KitRow[];
  chosen: KitRow | null;
}

function Select({ label, name, value, options }: { label: string; name: string; value: string; options: readonly string[] }) {
  return (
    <div className="kit-field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value}>
        <option value="">Todos</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function KitChoicePage({ d }: { d: KitChoiceData }) {
  const query = (kitId: string) => {
    const p = new URLSearchParams({ range: String(d.range), ...Object.fromEntries(Object.entries(d.filters).filter(([, v]) => v)), kitId });
    return `${d.path}?${p}`;
  };
  return (
    <Shell user={d.user}>
      <h1>{d.mode === "fornecedores" ? "Kits dos fornecedores" : "Escolha do kit"}</h1>
      {d.targetPower === null ? (
        <p className="form-error" role="alert">
          Potência alvo inválida: informe a potência do sistema em kWp na rota.
        </p>
      ) : (
        <p>
          Potência alvo: <strong>{formatKwp(d.targetPower)}</strong>. Kits de {formatKwp(Math.max(0, (d.targetPower * (100 - d.range)) / 100))} a{" "}
          {formatKwp((d.targetPower * (100 + d.range)) / 100)}, do menor preço por kWp ao maior.
        </p>
      )}
      {d.chosen && (
        <p role="status" className="success">
          Kit escolhido: {d.chosen.name} ({formatKwp(d.chosen.powerKwp)}, {formatBRL(d.chosen.kitPrice)}).
        </p>
      )}
      <Form method="get" className="kit-filters" aria-label="Filtros de kits">
        <div className="kit-field">
          <label htmlFor="f-range">Faixa de potência</label>
          <select id="f-range" name="range" defaultValue={String(d.range)}>
            {KIT_RANGE_OPTIONS.map((r) => (
              <option key={r} value={r}>
                ± {r} %
              </option>
            ))}
          </select>
        </div>
        <Select label="Fornecedor" name="supplier" value={d.filters.supplier} options={d.suppliers} />
        <Select label="Tensão (V)" name="kitVoltage" value={d.filters.kitVoltage} options={KIT_VOLTAGES} />
        <Select label="Tipo de instalação" name="kitFixation" value={d.filters.kitFixation} options={KIT_FIXATIONS} />
        <Select label="Tipo de inversor" name="type" value={d.filters.type} options={INVERTER_TYPES} />
        <button type="submit">Filtrar</button>
      </Form>
      {d.kits.length === 0 ? (
        <p className="notice">Nenhum kit nesta faixa de potência com estes filtros. Amplie a faixa ou mude os filtros.</p>
      ) : (
        <KitTable caption="Kits encontrados" last={<span className="visually-hidden">Escolher</span>}>
          {d.kits.map((k) => (
            <KitTableRow
              key={k.id}
              kit={k}
              lastLabel=""
              last={
                d.proposalId ? (
                  <Form method="post">
                    <Hidden csrf={d.user.csrf} commandId={d.commandId ?? undefined} kitId={k.id} />
                    <button type="submit" aria-label={`Escolher ${k.name}`}>
                      Escolher
                    </button>
                  </Form>
                ) : (
                  <a className="button" href={query(k.id)} aria-label={`Escolher ${k.name}`}>
                    Escolher
                  </a>
                )
              }
            />
          ))}
        </KitTable>
      )}
    </Shell>
  );
}
