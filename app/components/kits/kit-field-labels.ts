// How the kit form's error summary (ADR 019) names its fields: the kit's own by their labels, a line's
// field with its line ("Módulo 1: Quantidade"). Pure, so a unit test reads it.
const HEAD_LABELS: Record<string, string> = {
  supplier: "Fornecedor",
  name: "Nome do kit",
  code: "Código do fornecedor",
  kitPrice: "Preço do kit (R$)",
  kitVoltage: "Tensão (V)",
  kitFixation: "Tipo de instalação",
};
const LINE_LABELS: Record<string, string> = {
  moduleId: "Do catálogo",
  inverterId: "Do catálogo",
  manufacturer: "Fabricante",
  iManufacturer: "Fabricante",
  manufacter: "Fabricante",
  model: "Modelo",
  iModel: "Modelo",
  power: "Potência (Wp)",
  iPower: "Potência (W)",
  type: "Tipo",
  quantity: "Quantidade",
  item: "Item",
  detail: "Detalhe",
};
const LINE_NAMES: Record<string, string> = { modules: "Módulo", inverters: "Inversor", items: "Item" };

/** How the error summary names a kit field: "Nome do kit", "Módulo 1: Quantidade". */
export function kitFieldLabel(name: string): string {
  const line = /^(modules|inverters|items)\[(\d+)\]\.(\w+)$/.exec(name);
  if (!line) return HEAD_LABELS[name] ?? name;
  return `${LINE_NAMES[line[1]]} ${Number(line[2]) + 1}: ${LINE_LABELS[line[3]] ?? line[3]}`;
}
