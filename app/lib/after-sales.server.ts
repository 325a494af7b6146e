// The item page's Serviços tab (AFTER_SALES items, ADR 026): its data (service order number, service
// lines, the company's catalogue of services as suggestions) and the add / edit / remove intents,
// which go to the item's after-sales stream `aftersales-<itemId>`.
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { afterSalesDecider, afterSalesStreamId, lineTotalCents, type AfterSalesCommand, type ServiceLineType } from "../../domain/after-sales";
import { centsToDecimal } from "../../domain/shared";
import { serviceLineRows, serviceOrderNumber } from "../../projections/read-models/after-sales.queries";
import type { SessionUser } from "./auth.server";
import type { addServiceLineSchema, editServiceLineSchema, removeServiceLineSchema } from "./after-sales-forms";
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
  total: string;
}

export interface ServicesTabData {
  /** The service order number, null until the projection gave one. */
  serviceOrder: number | null;
  lines: ServiceLineView[];
  total: string;
  /** The company's after-sales services (settings), offered as names to pick. */
  catalogue: string[];
}

export async function servicesTab(user: SessionUser, itemId: string): Promise<ServicesTabData> {
  const { database } = await services();
  const [serviceOrder, rows, settings] = await Promise.all([
    serviceOrderNumber(database.db, user.companyId, itemId),
    serviceLineRows(database.db, user.companyId, itemId),
    getCompanySettings(user.companyId),
  ]);
  const lines = rows.map((r) => {
    const line = { price: centsToDecimal(Math.round(Number(r.price) * 100)), quantity: r.quantity };
    return {
      id: r.line_id,
      serviceName: r.service_name,
      serviceType: r.service_type as ServiceLineType,
      quantity: r.quantity,
      price: line.price,
      total: centsToDecimal(lineTotalCents(line)),
    };
  });
  const total = centsToDecimal(lines.reduce((sum, l) => sum + lineTotalCents(l), 0));
  return { serviceOrder, lines, total, catalogue: settings.afterSalesServices.map((s) => s.name) };
}

type ServiceIntent = z.output<typeof addServiceLineSchema> | z.output<typeof editServiceLineSchema> | z.output<typeof removeServiceLineSchema>;

export async function runServiceIntent(page: ItemRequest, v: ServiceIntent) {
  const { user, item, commandId, kit } = page;
  const tabPath = `${itemPath(page.type, item.id)}?aba=servicos`;
  const fields = (x: { serviceName: string; serviceType: string; quantity: string; price: string }) => ({
    serviceName: x.serviceName,
    serviceType: x.serviceType,
    quantity: x.quantity,
    price: x.price,
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
