// The item page's Serviços tab (AFTER_SALES items, ADR 026): its data (service order number, service
// lines, the company's catalogue of services as suggestions) and the add / edit / remove intents,
// which go to the item's after-sales stream `aftersales-<itemId>`.
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import {
  afterSalesDecider,
  afterSalesStreamId,
  lineTotalCents,
  priceCompsOf,
  type AfterSalesCommand,
  type PriceComp,
  type ServiceLineType,
} from "../../domain/after-sales";
import { centsToDecimal } from "../../domain/shared";
import { DEFAULT_VALIDITY_DAYS } from "../../domain/after-sales";
import { UUID_RE } from "../../domain/shared/ids";
import {
  itemProposalRows,
  proposalRow,
  serviceLineRows,
  serviceOrderNumber,
  templateRow,
  templateRows,
} from "../../projections/read-models/after-sales.queries";
import { requireUser, type SessionUser } from "./auth.server";
import { notFound } from "./http.server";
import { requireItem } from "./item-access.server";
import type { addServiceLineSchema, editServiceLineSchema, generateAfterSalesProposalSchema, removeServiceLineSchema } from "./after-sales-forms";
import { itemPath } from "./board-types";
import { derivedId, sendCommand } from "./commands.server";
import { redirectWithNotice } from "./flash.server";
import type { ItemRequest } from "./item-access.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export interface ServiceLineView {
  id: string;
  serviceName: string;
  serviceType: ServiceLineType;
  quantity: number | null;
  /** "350.00" */
  price: string;
  /** What the unit price is made of (ADR 029); [] when typed as a whole. */
  priceComps: PriceComp[];
  total: string;
}

export interface ServicesTabData {
  /** The service order number, null until the projection gave one. */
  serviceOrder: number | null;
  lines: ServiceLineView[];
  total: string;
  /** The company's after-sales services (settings), offered as names to pick. */
  catalogue: string[];
  templates: { id: string; name: string }[];
  /** The company's validity preference, else 15 (spec part 2 §5). */
  defaultValidityDays: number;
  proposals: { id: string; number: number; templateName: string; validUntil: string; total: string; href: string }[];
}

export const afterSalesProposalPath = (proposalId: string) => `/proposta/pos-venda/${proposalId}`;
export const afterSalesPdfPath = (proposalId: string) => `/proposta/pos-venda/pdf/${proposalId}`;

/**
 * The signed-in user's after-sales proposal `pid` (the HTML document and the PDF): the user's
 * company's, and its item one the user may see (the after-sales board's owner scope); otherwise 404.
 */
export async function requireAfterSalesProposal(request: Request, pid: string | undefined) {
  const user = await requireUser(request);
  if (!UUID_RE.test(pid ?? "")) throw notFound("Proposta não encontrada.");
  const { database } = await services();
  const row = await proposalRow(database.db, user.companyId, pid!);
  if (!row) throw notFound("Proposta não encontrada.");
  await requireItem(user, row.item_id, "AFTER_SALES");
  return { user, row, db: database.db };
}

export async function servicesTab(user: SessionUser, itemId: string): Promise<ServicesTabData> {
  const { database } = await services();
  const [serviceOrder, rows, settings, templates, proposals] = await Promise.all([
    serviceOrderNumber(database.db, user.companyId, itemId),
    serviceLineRows(database.db, user.companyId, itemId),
    getCompanySettings(user.companyId),
    templateRows(database.db, user.companyId),
    itemProposalRows(database.db, user.companyId, itemId),
  ]);
  const lines = rows.map((r) => {
    const line = { price: centsToDecimal(Math.round(Number(r.price) * 100)), quantity: r.quantity };
    return {
      id: r.line_id,
      serviceName: r.service_name,
      serviceType: r.service_type as ServiceLineType,
      quantity: r.quantity,
      price: line.price,
      priceComps: priceCompsOf({ priceComps: r.price_comps as PriceComp[] | null }),
      total: centsToDecimal(lineTotalCents(line)),
    };
  });
  const total = centsToDecimal(lines.reduce((sum, l) => sum + lineTotalCents(l), 0));
  return {
    serviceOrder,
    lines,
    total,
    catalogue: settings.afterSalesServices.map((s) => s.name),
    templates: templates.map((t) => ({ id: t.template_id, name: t.name })),
    defaultValidityDays: settings.preferences.validity ?? DEFAULT_VALIDITY_DAYS,
    proposals: proposals.map((p) => ({
      id: p.proposal_id,
      number: p.number,
      templateName: p.template_name,
      validUntil: isoDay(p.valid_until),
      total: String(p.total),
      href: afterSalesProposalPath(p.proposal_id),
    })),
  };
}

const isoDay = (d: Date | string): string => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/** "Gerar proposta de pós-venda": the template must be the company's; the document opens from the notice's link. */
export async function generateProposal(page: ItemRequest, v: z.output<typeof generateAfterSalesProposalSchema>) {
  const { user, item, commandId, kit } = page;
  const { database } = await services();
  const [row, serviceOrder] = await Promise.all([
    templateRow(database.db, user.companyId, v.templateId),
    serviceOrderNumber(database.db, user.companyId, item.id),
  ]);
  const proposalId = derivedId(commandId, "after-sales-proposal");
  const command: AfterSalesCommand = {
    type: "GenerateAfterSalesProposal",
    itemId: item.id,
    boardType: page.type,
    proposalId,
    template: row ? { id: row.template_id, name: row.name, body: row.body } : null,
    validityDays: v.validityDays,
    facts: { customerName: item.customer_name, itemName: item.name, serviceOrder },
  };
  const outcome = await sendCommand(user, afterSalesStreamId(item.id), afterSalesDecider, command, commandId);
  const tabPath = `${itemPath(page.type, item.id)}?aba=servicos`;
  return kit.after(outcome, () => redirectWithNotice(tabPath, "proposta-pos-venda-gerada", afterSalesProposalPath(proposalId)));
}

type ServiceIntent = z.output<typeof addServiceLineSchema> | z.output<typeof editServiceLineSchema> | z.output<typeof removeServiceLineSchema>;

export async function runServiceIntent(page: ItemRequest, v: ServiceIntent) {
  const { user, item, commandId, kit } = page;
  const tabPath = `${itemPath(page.type, item.id)}?aba=servicos`;
  const fields = (x: Extract<ServiceIntent, { serviceName: string }>) => ({
    serviceName: x.serviceName,
    serviceType: x.serviceType,
    quantity: x.quantity,
    price: x.price,
    priceComps: x.priceComps.map((c) => ({ label: c?.label ?? "", value: c?.value ?? "" })),
  });
  // The line id comes from the command id: a resubmitted form adds the same line once.
  const command: AfterSalesCommand =
    v.intent === "add-service-line"
      ? { type: "AddServiceLine", itemId: item.id, boardType: page.type, lineId: derivedId(commandId, "service-line"), ...fields(v) }
      : v.intent === "edit-service-line"
        ? { type: "EditServiceLine", lineId: v.lineId, ...fields(v) }
        : { type: "RemoveServiceLine", lineId: v.lineId };
  const outcome = await sendCommand(user, afterSalesStreamId(item.id), afterSalesDecider, command, commandId);
  const code = v.intent === "add-service-line" ? "servico-adicionado" : v.intent === "edit-service-line" ? "servico-salvo" : "servico-removido";
  return kit.after(outcome, () => (outcome.ok && outcome.events.length === 0 ? redirect(tabPath) : redirectWithNotice(tabPath, code)));
}
