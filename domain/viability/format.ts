// Paybacks as the proposal writes them.

/** 75 → "6 anos e 3 meses"; 12 → "1 ano"; 5 → "5 meses"; null → "Não se paga em 25 anos". */
export function formatPayback(months: number | null): string {
  if (months === null) return "Não se paga em 25 anos";
  const y = Math.floor(months / 12);
  const m = months % 12;
  const years = y === 1 ? "1 ano" : `${y} anos`;
  const rest = m === 1 ? "1 mês" : `${m} meses`;
  if (y === 0) return rest;
  return m === 0 ? years : `${years} e ${rest}`;
}
