// The pt-BR line of each customer event in the Histórico ("Cidade: Campinas → Santos"). Pure, so
// the page can name the actor and the owners with their current names.
import type { AddressDetail, CustomerCreated, CustomerEdited, CustomerOwnersSet, PersonInCharge } from "../../domain/customer";
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

/** A stored value (from an event's `changes`), shown as the form shows it. */
function show(field: string, v: unknown, cnpj: boolean): string {
  if (v === null || v === undefined || v === "") return "—";
  switch (field) {
    case "cpfCnpjSwitch":
      return v ? "CNPJ" : "CPF";
    case "document":
      return maskDocument(String(v), cnpj);
    case "phone":
    case "whatsapp":
      return maskPhone(String(v));
    case "postalCode":
      return maskCep(String(v));
    case "income":
      return formatBRL(String(v));
    case "addressDetail": {
      const a = v as Partial<AddressDetail>;
      const parts = [a.street, a.number, a.district, a.complement].filter(Boolean);
      return parts.length ? parts.join(", ") : "—";
    }
    case "personInCharge": {
      const p = v as Partial<PersonInCharge>;
      const parts = [p.name, p.cpf ? `CPF ${maskDocument(p.cpf, false)}` : ""].filter(Boolean);
      return parts.length ? parts.join(", ") : "—";
    }
    default:
      return String(v);
  }
}

/** A nested group's part (`addressDetail.number`) before or after. */
const part = (v: unknown, key: string): unknown => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined);

const names = (ids: string[], userNames: Map<string, string>) =>
  ids.length ? ids.map((id) => userNames.get(id) ?? "usuário removido").join(", ") : "—";

/** `data`: the event's payload as stored in the history read model. */
export function customerHistoryText(type: string, data: unknown, userNames: Map<string, string>): string {
  switch (type) {
    case "CustomerCreated": {
      const created = data as CustomerCreated["data"];
      return created.details ? `Cliente cadastrado: ${created.name}` : `Cliente cadastrado pelo formulário de negócio: ${created.name}`;
    }
    case "CustomerEdited": {
      const { changes } = data as CustomerEdited["data"];
      const cnpjTo = changes.cpfCnpjSwitch ? !!changes.cpfCnpjSwitch.to : undefined;
      const cnpjFrom = changes.cpfCnpjSwitch ? !!changes.cpfCnpjSwitch.from : undefined;
      const parts = Object.entries(changes).flatMap(([field, c]) => {
        // Nested groups are shown field by field ("Número: 10 → 11").
        const sub = SUBFIELD_LABELS[field];
        if (sub) {
          return Object.entries(sub)
            .filter(([k]) => (part(c.from, k) ?? "") !== (part(c.to, k) ?? ""))
            .map(([k, label]) => {
              const cpf = field === "personInCharge" && k === "cpf";
              const fmt = (v: unknown) => (v ? (cpf ? maskDocument(String(v), false) : String(v)) : "—");
              return `${label}: ${fmt(part(c.from, k))} → ${fmt(part(c.to, k))}`;
            });
        }
        const label = CUSTOMER_FIELD_LABELS[field] ?? field;
        // A document is shown with the mask of its own kind (the switch may change with it).
        const guess = (v: unknown) => String(v ?? "").length === 14;
        return `${label}: ${show(field, c.from, cnpjFrom ?? guess(c.from))} → ${show(field, c.to, cnpjTo ?? guess(c.to))}`;
      });
      return `Editado — ${parts.join("; ")}`;
    }
    case "CustomerArchived":
      return "Cliente arquivado";
    case "CustomerUnarchived":
      return "Cliente desarquivado";
    case "CustomerOwnersSet": {
      const set = data as CustomerOwnersSet["data"];
      return `Responsáveis: ${names(set.from, userNames)} → ${names(set.to, userNames)}`;
    }
    default:
      return type;
  }
}
