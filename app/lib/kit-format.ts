// pt-BR figures of the kit screens: power in kWp, prices in R$.
const kwp = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export const formatKwp = (v: number) => `${kwp.format(v)} kWp`;
export const formatBRL = (v: number) => brl.format(v);
