// Commands of the after-sales stream `aftersales-<itemId>`. The app builds them from forms; the
// decider checks every field, so a typed field may still arrive malformed at run time.
import type { BoardType } from "../shared";

export interface AddServiceLine {
  type: "AddServiceLine";
  itemId: string;
  /** The item's board as the app read it: service lines exist on AFTER_SALES items only. */
  boardType: BoardType;
  lineId: string;
  serviceName: string;
  serviceType: string;
  /** Typed units ("" = default: 1 for SUPPLY, none for SERVICE). */
  quantity: string;
  /** Typed unit price in reais ("1.850,00"); blank when components are typed (their sum). */
  price: string;
  /** Typed components of the unit price (ADR 029); rows left blank are dropped. Absent: none. */
  priceComps?: readonly TypedPriceComp[];
}

/** A component row as typed: label and value in reais ("300,00"). */
export interface TypedPriceComp {
  label?: unknown;
  value?: unknown;
}

export interface EditServiceLine {
  type: "EditServiceLine";
  lineId: string;
  serviceName: string;
  serviceType: string;
  quantity: string;
  price: string;
  priceComps?: readonly TypedPriceComp[];
}

export interface RemoveServiceLine {
  type: "RemoveServiceLine";
  lineId: string;
}

/** "Gerar proposta de pós-venda": the template as the app read it (company-scoped), validity in days. */
export interface GenerateAfterSalesProposal {
  type: "GenerateAfterSalesProposal";
  itemId: string;
  boardType: BoardType;
  proposalId: string;
  template: { id: string; name: string; body: string } | null;
  validityDays: string;
  /** What the template's tags show, as the app read it: frozen into the proposal. */
  facts: { customerName: string | null; itemName: string; serviceOrder: number | null };
}

export type AfterSalesCommand = AddServiceLine | EditServiceLine | RemoveServiceLine | GenerateAfterSalesProposal;
