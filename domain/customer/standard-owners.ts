// preferences.stdOwners ("Responsáveis padrão de novos clientes", part 3 §3): every new customer
// belongs also to these users, whoever registers it (a sales manager follows every new customer).
// A user no longer active is skipped: an old setting must not make a new customer unsavable.
export function withStandardOwners(owners: readonly string[], stdOwners: readonly string[], activeIds: readonly string[]): string[] {
  const active = new Set(activeIds);
  return [...new Set([...owners, ...stdOwners.filter((id) => active.has(id))])];
}
