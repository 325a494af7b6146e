// The kit a proposal keeps (ProposalKit): name, supplier, price, and its module, inverter and additional lines.
// Shown on the kit step (the kit already chosen) and on the generation step.
import type { ProposalKit } from "../../../domain/proposal";
import { formatBRL, formatKwp } from "~/lib/kit-format";

const int = new Intl.NumberFormat("pt-BR");

/** Σ module power × quantity, kWp (as domain/kit computes a kit's power). */
const kitKwp = (k: ProposalKit) => Math.round(k.pvModuleData.reduce((s, m) => s + m.power * m.quantity, 0)) / 1000;

export function ProposalKitSummary({ kit }: { kit: ProposalKit }) {
  return (
    <>
      <dl className="p-summary">
        <dt>Kit</dt>
        <dd>
          <strong>{kit.name}</strong>
        </dd>
        <dt>Fornecedor</dt>
        <dd>{kit.kitData.kitSupplier}</dd>
        <dt>Potência</dt>
        <dd>{formatKwp(kitKwp(kit))}</dd>
        <dt>Preço do kit</dt>
        <dd>{formatBRL(kit.kitData.kitPrice / 100)}</dd>
        <dt>Tensão / instalação</dt>
        <dd>
          {kit.kitData.kitVoltage} V · {kit.kitData.kitFixation}
        </dd>
      </dl>
      <div className="table-scroll">
        <table className="p-table mt-1">
          <caption className="visually-hidden">Equipamentos do kit</caption>
          <thead>
            <tr>
              <th>Equipamento</th>
              <th>Fabricante e modelo</th>
              <th className="num">Potência</th>
              <th className="num">Quantidade</th>
            </tr>
          </thead>
          <tbody>
            {kit.pvModuleData.map((m, i) => (
              <tr key={`m${i}`}>
                <td data-label="Equipamento">Módulo</td>
                <td data-label="Fabricante e modelo">
                  {m.manufacturer} {m.model}
                </td>
                <td data-label="Potência" className="num">
                  {int.format(m.power)} Wp
                </td>
                <td data-label="Quantidade" className="num">
                  {int.format(m.quantity)}
                </td>
              </tr>
            ))}
            {kit.inverterData.map((v, i) => (
              <tr key={`i${i}`}>
                <td data-label="Equipamento">Inversor ({v.type})</td>
                <td data-label="Fabricante e modelo">
                  {v.iManufacturer} {v.iModel}
                </td>
                <td data-label="Potência" className="num">
                  {int.format(v.iPower)} W
                </td>
                <td data-label="Quantidade" className="num">
                  {int.format(v.iQuantity)}
                </td>
              </tr>
            ))}
            {kit.additionalItems.map((it, i) => (
              <tr key={`a${i}`}>
                {/* An assembled kit's equipment line names its category; a catalogue kit's item its free-text detail beside the name. */}
                <td data-label="Equipamento">{it.equipmentId ? it.detail : "Item adicional"}</td>
                <td data-label="Fabricante e modelo">
                  {it.item}
                  {it.manufacter && <> ({it.manufacter})</>}
                  {!it.equipmentId && it.detail && <> · {it.detail}</>}
                </td>
                <td data-label="Potência" className="num">
                  —
                </td>
                <td data-label="Quantidade" className="num">
                  {int.format(it.quantity)}
                  {it.unit && it.unit !== "un" ? ` ${it.unit}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
