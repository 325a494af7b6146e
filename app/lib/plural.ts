// "1 item", "2 itens": a count with its word in the right number (issue 18: no "item(ns)" on screens).
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString("pt-BR")} ${Math.abs(n) === 1 ? one : many}`;
}
