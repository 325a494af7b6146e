// Ids of catalogue rows derived from their natural keys (issue 15 contract): the same
// manufacturer + model (or category + name) of a company always gives the same stream, so a
// re-uploaded file or a second form registration lands on the existing row instead of a copy.
import { catalogueKey } from "../domain/catalogue/shared";
import { nameUuid } from "./ids";

export const moduleIdFor = (companyId: string, manufacturer: string, model: string): string =>
  nameUuid(catalogueKey("module", companyId, manufacturer, model));

export const inverterIdFor = (companyId: string, iManufacturer: string, iModel: string): string =>
  nameUuid(catalogueKey("inverter", companyId, iManufacturer, iModel));

export const equipmentIdFor = (companyId: string, category: string, name: string): string =>
  nameUuid(catalogueKey("equipment", companyId, category, name));
