// After-sales aggregate: stream `aftersales-<itemId>` (stream type "aftersales": the type is what precedes the first hyphen), the service lines of one AFTER_SALES item and
// the after-sales proposals generated from them (spec part 2 §2 Serviços tab, §3, §5, §7). A stream of
// its own, beside the item's: the item's lifecycle never waits on its services (ADR 026).
import { fillTemplate } from "../after-sales-template/tags";
import {
  addDays,
  assertNever,
  DomainError,
  formatBRL,
  formatDateBR,
  formatNumber5,
  MSG,
  type BoardType,
  type Decider,
  type DecideContext,
} from "../shared";
import type { AddServiceLine, AfterSalesCommand, EditServiceLine, GenerateAfterSalesProposal, RemoveServiceLine } from "./commands";
import type { AfterSalesEvent, AfterSalesProposalGenerated, ServiceLineAdded, ServiceLineEdited, ServiceLineRemoved } from "./events";
import { AFTER_SALES_MSG, checkServiceLine, readValidityDays, servicesTotal } from "./fields";
import type { ServiceLine } from "./shapes";
import { evolveAfterSales, initialAfterSalesState, type AfterSalesState } from "./state";

export const afterSalesStreamId = (itemId: string) => `aftersales-${itemId}`;

function requireAfterSalesBoard(boardType: BoardType): void {
  if (boardType !== "AFTER_SALES") throw new DomainError(MSG.actionUnavailableForBoard);
}

function addServiceLine(command: AddServiceLine, state: AfterSalesState): ServiceLineAdded[] {
  requireAfterSalesBoard(command.boardType);
  if (typeof command.itemId !== "string" || !command.itemId) throw new DomainError(MSG.itemNotFound, undefined, "not_found");
  if (state.itemId && state.itemId !== command.itemId) throw new DomainError(MSG.itemNotFound, undefined, "not_found");
  if (state.lines.some((l) => l.lineId === command.lineId)) throw new DomainError(AFTER_SALES_MSG.lineExists, undefined, "conflict");
  const line = checkServiceLine(command.lineId, command);
  return [{ type: "ServiceLineAdded", data: { itemId: command.itemId, ...line } }];
}

/** [] when nothing changes. */
function editServiceLine(command: EditServiceLine, state: AfterSalesState): ServiceLineEdited[] {
  const from = lineById(state, command.lineId);
  const to = checkServiceLine(from.lineId, command);
  if (JSON.stringify(to) === JSON.stringify(from)) return [];
  return [{ type: "ServiceLineEdited", data: { itemId: state.itemId ?? "", lineId: from.lineId, from, to } }];
}

function removeServiceLine(command: RemoveServiceLine, state: AfterSalesState): ServiceLineRemoved[] {
  const line = lineById(state, command.lineId);
  return [{ type: "ServiceLineRemoved", data: { itemId: state.itemId ?? "", lineId: line.lineId, serviceName: line.serviceName } }];
}

function generateProposal(command: GenerateAfterSalesProposal, state: AfterSalesState, ctx: DecideContext): AfterSalesProposalGenerated[] {
  requireAfterSalesBoard(command.boardType);
  if (state.proposalIds.includes(command.proposalId)) throw new DomainError(AFTER_SALES_MSG.proposalExists, undefined, "conflict");
  const validity = readValidityDays(command.validityDays);
  if (!validity.ok) throw new DomainError(validity.message, "validityDays");
  const template = command.template;
  if (!template || !template.id) throw new DomainError(AFTER_SALES_MSG.selectTemplate, "templateId");
  if (state.lines.length === 0) throw new DomainError(AFTER_SALES_MSG.noServices);
  const validUntil = addDays(ctx.today, validity.value);
  const total = servicesTotal(state.lines);
  const { customerName, itemName, serviceOrder } = command.facts;
  const text = fillTemplate(template.body, {
    cliente: customerName,
    atendimento: itemName,
    ordem_de_servico: serviceOrder === null ? null : formatNumber5(serviceOrder),
    validade: formatDateBR(validUntil),
    valor_total: formatBRL(total),
  });
  return [
    {
      type: "AfterSalesProposalGenerated",
      data: {
        itemId: command.itemId,
        proposalId: command.proposalId,
        templateId: template.id,
        templateName: template.name,
        text,
        customerName,
        itemName,
        serviceOrder,
        validityDays: validity.value,
        validUntil,
        services: state.lines.map((l) => ({ ...l })),
        total,
      },
    },
  ];
}

function lineById(state: AfterSalesState, lineId: unknown): ServiceLine {
  const found = typeof lineId === "string" ? state.lines.find((l) => l.lineId === lineId) : undefined;
  if (!found) throw new DomainError(AFTER_SALES_MSG.lineNotFound, "lineId", "not_found");
  return found;
}

function decide(command: AfterSalesCommand, state: AfterSalesState, ctx: DecideContext): AfterSalesEvent[] {
  switch (command.type) {
    case "AddServiceLine":
      return addServiceLine(command, state);
    case "EditServiceLine":
      return editServiceLine(command, state);
    case "RemoveServiceLine":
      return removeServiceLine(command, state);
    case "GenerateAfterSalesProposal":
      return generateProposal(command, state, ctx);
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

export const afterSalesDecider: Decider<AfterSalesState, AfterSalesCommand, AfterSalesEvent> = {
  initialState: initialAfterSalesState,
  evolve: evolveAfterSales,
  decide,
};
