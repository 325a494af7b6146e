import { Shell, type ShellUser } from "~/components/Shell";
import { formatBRL, formatKwp } from "~/lib/kit-format";

export interface KitListData {
  user: ShellUser;
  owner: { id: string; name: string };
  canRegister: boolean;
  kits: {
    id: string;
    name: string;
    supplier: string;
    code: string;
    powerKwp: number;
    kitPrice: number;
    pricePerKwp: number | null;
    kitVoltage: string;
    kitFixation: string;
    inverterType: string | null;
    available: boolean;
    modules: string[];
    inverters: string[];
    editable: boolean;
  }[];
}

export function KitListPage({ d }: { d: KitListData }) {
  return (
    <Shell user={d.user}>
      <h1>Kits</h1>
      <p>
        Kits de {d.owner.name}.{" "}
        {d.canRegister && (
          <a className="button" href="/kits/cadastro/0">
            CADASTRAR KIT
          </a>
        )}
      </p>
      {d.kits.length === 0 ? (
        <p className="notice">Nenhum kit cadastrado.</p>
      ) : (
        <div className="table-scroll">
          <table className="list kit-table">
            <caption className="visually-hidden">Kits</caption>
            <thead>
              <tr>
                <th scope="col">Kit</th>
                <th scope="col">Fornecedor</th>
                <th scope="col">Potência</th>
                <th scope="col">Preço</th>
                <th scope="col">R$/kWp</th>
                <th scope="col">Componentes</th>
                <th scope="col">Instalação</th>
                <th scope="col">Disponível</th>
              </tr>
            </thead>
            <tbody>
              {d.kits.map((k) => (
                <tr key={k.id}>
                  <td data-label="Kit">{k.editable ? <a href={`/kits/editar/${k.id}`}>{k.name}</a> : k.name}</td>
                  <td data-label="Fornecedor">
                    <span>
                      {k.supplier}
                      {k.code && <small> ({k.code})</small>}
                    </span>
                  </td>
                  <td data-label="Potência">{formatKwp(k.powerKwp)}</td>
                  <td data-label="Preço">{formatBRL(k.kitPrice)}</td>
                  <td data-label="R$/kWp">{k.pricePerKwp === null ? "—" : formatBRL(k.pricePerKwp)}</td>
                  <td data-label="Componentes">
                    <div>
                      {[...k.modules, ...k.inverters].map((l) => (
                        <div key={l}>{l}</div>
                      ))}
                    </div>
                  </td>
                  <td data-label="Instalação">
                    {k.kitFixation}, {k.kitVoltage} V{k.inverterType ? `, ${k.inverterType}` : ""}
                  </td>
                  <td data-label="Disponível">{k.available ? "Sim" : "Não"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Shell>
  );
}
