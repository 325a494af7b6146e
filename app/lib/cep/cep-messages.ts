// What the address forms say after a CEP lookup (issue 20), shared by the server (the "Buscar CEP"
// submit without JS) and the browser (the lookup on blur).
export const CEP_MSG = {
  found: "Endereço preenchido pelo CEP. Confira e complete o número.",
  notFound: "CEP não encontrado. Preencha o endereço.",
  unavailable: "Não foi possível consultar o CEP agora. Preencha o endereço manualmente.",
  invalid: "Insira um CEP válido.",
} as const;

/** The JSON of GET /clientes/cep?cep=…: the address when found, and the message to show. */
export interface CepAnswer {
  ok: boolean;
  message: string;
  address?: { street: string; district: string; city: string; uf: string };
}
