// "Voltar para pré-venda" (part 2 §6): only a sale made from a lead, and only while the company
// works with pre-sales (preferences.usePreSalesKanban): with it off there is no board to return to.
export function canReturnToPreSale(user: { usePreSalesKanban?: boolean }, type: string, relatedPreSale: string | null | undefined): boolean {
  return type === "SALES" && !!relatedPreSale && user.usePreSalesKanban !== false;
}
