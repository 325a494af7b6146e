// The after-sales stream's state: the item it belongs to, its live service lines in the order they
// were added, and how many proposals were generated.
import { ignoreUnknownEvent } from "../shared";
import type { AfterSalesEvent } from "./events";
import { priceCompsOf, type ServiceLine } from "./shapes";

export interface AfterSalesState {
  itemId: string | null;
  lines: ServiceLine[];
  proposalIds: string[];
}

export function initialAfterSalesState(): AfterSalesState {
  return { itemId: null, lines: [], proposalIds: [] };
}

/** The line's own fields (an event's data also carries itemId); an old line gets priceComps []. */
export const lineOf = (l: ServiceLine): ServiceLine => ({
  lineId: l.lineId,
  serviceName: l.serviceName,
  serviceType: l.serviceType,
  quantity: l.quantity,
  price: l.price,
  priceComps: priceCompsOf(l),
});

export function evolveAfterSales(state: AfterSalesState, event: AfterSalesEvent): AfterSalesState {
  switch (event.type) {
    case "ServiceLineAdded":
      return { ...state, itemId: event.data.itemId, lines: [...state.lines, lineOf(event.data)] };
    case "ServiceLineEdited":
      return { ...state, lines: state.lines.map((l) => (l.lineId === event.data.lineId ? lineOf(event.data.to) : l)) };
    case "ServiceLineRemoved":
      return { ...state, lines: state.lines.filter((l) => l.lineId !== event.data.lineId) };
    case "AfterSalesProposalGenerated":
      return { ...state, itemId: event.data.itemId, proposalIds: [...state.proposalIds, event.data.proposalId] };
    default:
      return ignoreUnknownEvent(event, state);
  }
}
