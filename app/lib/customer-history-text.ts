// The pt-BR line of each customer event in the Histórico ("Cidade: Campinas → Santos"). Pure, so
// the page can name the actor and the owners with their current names.
import { formatBRL, maskCep, maskDocument, maskPhone } from "../../domain/shared";

export const CUSTOMER_FIELD_LABELS: Record<string, string> = {
  name: "Nome",
  email: "E-mail",
  phone: "Telefone",
  whatsapp: "WhatsApp",
  cpfCnpjSwitch: "Tipo de documento",
  document: "CPF/CNPJ",
  rg: "RG",
  nationality: "Nacionalidade",
  profession: "Profissão",
  postalCode: "CEP",
  uf: "UF",
  city: "Cidade",
  address: "Endereço",
  addressDetail: "Rua, número, bairro, complemento",
  personInCharge: "Responsável",
  observations: "Observações",
  income: "Renda",
  origin: "Origem",
};

const SUBFIELD_LABELS: Record<string, Record<string, string>> = {
  addressDetail: { street: "Rua", number: "Número", district: "Bairro", complement: "Complemento" },
  personInCharge: { name: "Nome do responsável", cpf: "CPF do responsável" },
};

function show(field: string, v: any, cnpj: boolean): string {
  if (v === null || v === undefined || v === "") return "—";
  switch (field) {
    case "cpfCnpjSwitch":
      return v ? "CNPJ" : "CPF";
    case "document":
      return maskDocument(v, cnpj);
    case "phone":
    case "whatsapp":
      return maskPhone(v);
    case "postalCode":
      return maskCep(v);
    case "income":
      return formatBRL(v);
    case "addressDetail": {
      const parts = [v.street, v.number, v.district, v.complement].filter(Boolean);
      return parts.length ? parts.join(", ") : "—";
    }
    case "personInCharge": {
      const parts = [v.name, v.cpf ? `CPF ${maskDocument(v.cpf, false)}` : ""].filter(Boolean);
      return parts.length ? parts.join(", ") : "—";
    }
    default:
      return String(v);
  }
}

const names = (ids: string[], userNames: Map<string, string>) =>
  ids.length ? ids.map((id) => userNames.get(id) ?? "usuário removido").join(", ") : "—";

export function customerHistoryText(type: string, data: any, userNames: Map<string, string>): string {
  switch (type) {
    case "CustomerCreated":
      return data.details
        ? `Cliente cadastrado: ${data.name}`
        : `Cliente cadastrado pelo formulário de negócio: ${data.name}`;
    case "CustomerEdited": {
      const changes = data.changes as Record<string, { from: any; to: any }>;
      const cnpjTo = changes.cpfCnpjSwitch ? !!changes.cpfCnpjSwitch.to : undefined;
      const cnpjFrom = changes.cpfCnpjSwitch ? !!changes.cpfCnpjSwitch.from : undefined;
      const parts = Object.entries(changes).flatMap(([field, c]) => {
        // Nested groups are shown field by field ("Número: 10 → 11").
        const sub = SUBFIELD_LABELS[field];
        if (sub) {
          return Object.entries(sub)
            .filter(([k]) => (c.from?.[k] ?? "") !== (c.to?.[k] ?? ""))
            .map(([k, label]) => {
              const cpf = field === "personInCharge" && k === "cpf";
              const fmt = (v: any) => (v ? (cpf ? maskDocument(v, false) : String(v)) : "—");
              return `${label}: ${fmt(c.from?.[k])} → ${fmt(c.to?.[k])}`;
            });
        }
        const label = CUSTOMER_FIELD_LABELS[field] ?? field;
        // A document is shown with the mask of its own kind (the switch may change with it).
        const guess = (v: any) => String(v ?? "").length === 14;
        return `${label}: ${show(field, c.from, cnpjFrom ?? guess(c.from))} → ${show(field, c.to, cnpjTo ?? guess(c.to))}`;
      });
      return `Editado — ${parts.join("; ")}`;
    }
    case "CustomerArchived":
      return "Cliente arquivado";
    case "CustomerUnarchived":
      return "Cliente desarquivado";
    case "CustomerOwnersSet":
      return `Responsáveis: ${names(data.from, userNames)} → ${names(data.to, userNames)}`;
    default:
      return type;
  }
}
