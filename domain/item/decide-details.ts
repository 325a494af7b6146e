// The register/edit form: CreateItem and EditItem.
import { DomainError, MSG, isBoardType, isValidISODate, required, type DecideContext } from "../shared";
import type { CreateItem, EditItem, SaleFieldsInput } from "./commands";
import type { ItemCreated, ItemDetailsChanged } from "./events";
import {
  checkAmount,
  checkColumn,
  checkCount,
  checkCustomer,
  checkInverterType,
  checkMeasure,
  checkOptionalDate,
  checkLeadTemperature,
  checkName,
  checkPower,
  checkSortKey,
  checkUcType,
  checkValidityDate,
  isBlank,
} from "./fields";
import { ITEM_DETAIL_FIELDS, SALE_FIELDS, type CustomerRef, type ItemDetailChanges, type ItemDetails, type SaleFields } from "./shapes";
import type { ActiveItem, ItemState } from "./state";

/** A used id (even a deleted one) is a conflict. */
export function createItem(command: CreateItem, state: ItemState, ctx: DecideContext): ItemCreated[] {
  if (state.lifecycle !== "none") throw new DomainError(MSG.itemExists, undefined, "conflict");
  if (!required(command.itemId)) throw new DomainError(MSG.required, "itemId");
  if (!isBoardType(command.boardType)) throw new DomainError(MSG.invalidBoardType, "boardType");
  const name = checkName(command.name);
  const amount = checkAmount(command.amount);
  const leadTemperature = checkLeadTemperature(command.leadTemperature);
  const validityDate = checkValidityDate(command.validityDate, ctx.today, true);
  const power = checkPower(command.power);
  const ucType = checkUcType(command.ucType);
  const customer = checkCustomer(command.customer);
  const saleFields = checkSaleFields(command);
  if (!required(command.ownerId)) throw new DomainError(MSG.required, "ownerId");
  const column = checkColumn(command.column);
  const sortKey = checkSortKey(command.sortKey);
  let relatedPreSale: string | null = null;
  if (!isBlank(command.relatedPreSale)) {
    if (command.boardType !== "SALES") throw new DomainError(MSG.actionUnavailableForBoard, "relatedPreSale");
    if (typeof command.relatedPreSale !== "string" || command.relatedPreSale === command.itemId) {
      throw new DomainError(MSG.invalidText, "relatedPreSale");
    }
    relatedPreSale = command.relatedPreSale;
  }
  const registeredAt = isBlank(command.registeredAt) ? null : command.registeredAt;
  if (registeredAt !== null && (typeof registeredAt !== "string" || !isValidISODate(registeredAt) || registeredAt > ctx.today))
    throw new DomainError(MSG.invalidDate, "registeredAt");
  return [
    {
      type: "ItemCreated",
      data: {
        itemId: command.itemId,
        boardType: command.boardType,
        name,
        amount,
        customer,
        leadTemperature,
        validityDate,
        power,
        ucType,
        // Only the informed ones: creators that know none of them (imports, qualified leads,
        // auto-created items) log the same event as before issue 20; a missing key reads as null.
        ...informed(saleFields),
        ownerId: command.ownerId,
        columnId: column.id,
        columnTitle: column.title,
        sortKey,
        ...(relatedPreSale !== null ? { relatedPreSale } : {}),
        ...(registeredAt !== null ? { registeredAt } : {}),
      },
    },
  ];
}

/** A field left undefined is not touched; [] when nothing changes. */
export function editItem(command: EditItem, state: ActiveItem, ctx: DecideContext): ItemDetailsChanged[] {
  const next: Partial<ItemDetails> = {};
  if (command.name !== undefined) next.name = checkName(command.name);
  if (command.amount !== undefined) next.amount = checkAmount(command.amount);
  if (command.leadTemperature !== undefined) next.leadTemperature = checkLeadTemperature(command.leadTemperature);
  if (command.validityDate !== undefined) {
    // A past date already on the item may stay; a new one may not be in the past.
    const v = checkValidityDate(command.validityDate, ctx.today, false);
    if (v !== null && v !== state.validityDate && v < ctx.today) {
      throw new DomainError(MSG.invalidDate, "validityDate");
    }
    next.validityDate = v;
  }
  if (command.power !== undefined) next.power = checkPower(command.power);
  if (command.ucType !== undefined) next.ucType = checkUcType(command.ucType);
  if (command.customer !== undefined) next.customer = checkCustomer(command.customer);
  Object.assign(next, checkSaleFields(command, true));

  const changes: Partial<Record<keyof ItemDetails, { from: unknown; to: unknown }>> = {};
  for (const field of ITEM_DETAIL_FIELDS) {
    if (!(field in next)) continue;
    const to = next[field];
    const from = state[field];
    if (!sameValue(from, to)) changes[field] = { from, to };
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: "ItemDetailsChanged", data: { changes: changes as ItemDetailChanges } }];
}

/**
 * The sale fields a command sends, checked (spec part 2 §3). `onlySent`: the edit form's rule, a
 * field left undefined is not touched (so it is left out); otherwise every field, null when absent.
 */
function checkSaleFields(c: SaleFieldsInput, onlySent = false): Partial<SaleFields> {
  const checks: { [K in keyof SaleFields]: (v: unknown) => SaleFields[K] } = {
    modsQtd: (v) => checkCount(v, "modsQtd"),
    invQtd: (v) => checkCount(v, "invQtd"),
    distance: (v) => checkMeasure(v, "distance"),
    roofHight: (v) => checkMeasure(v, "roofHight"),
    inverterType: checkInverterType,
    dueDate: (v) => checkOptionalDate(v, "dueDate"),
    deliveryDate: (v) => checkOptionalDate(v, "deliveryDate"),
  };
  const out: Partial<Record<keyof SaleFields, unknown>> = {};
  for (const f of SALE_FIELDS) {
    if (onlySent && c[f] === undefined) continue;
    out[f] = checks[f](c[f]);
  }
  return out as Partial<SaleFields>;
}

function informed(fields: Partial<SaleFields>): Partial<SaleFields> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
}

/** Equal values, or two customer references with the same id and name. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === "object" && typeof b === "object") {
    const x = a as CustomerRef;
    const y = b as CustomerRef;
    return x.id === y.id && x.name === y.name;
  }
  return false;
}
