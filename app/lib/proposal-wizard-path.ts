// Where a proposal's row in the lists leads "into the wizard": the furthest step worth opening, as
// the read model knows it. No kit → the kit step; a kit but no generation → the generation step; no
// price in force (never priced, or priced before a later change) → the pricing choice, which says
// why the saved price no longer holds; priced → the validation step (its summary shows the price).
const WIZARD = "/proposta/gerar-proposta";

export interface WizardProgress {
  id: string;
  hasKit: boolean;
  /** The generation step's kWp: null until it is saved (and again after a new kit). */
  powerKwp: number | null;
  /** The price is in force (rm_proposals.finished). */
  finished: boolean;
}

export function wizardEntryPath(p: WizardProgress): string {
  if (!p.hasKit) return `${WIZARD}/escolha-kit/${p.id}`;
  if (p.powerKwp === null) return `${WIZARD}/dados-geracao/nova/${p.id}`;
  if (!p.finished) return `${WIZARD}/escolha/precificacao/${p.id}`;
  return `${WIZARD}/validacao/${p.id}`;
}
