// /equipamentos/editar/:eid: the catalogue's shared page (app/components/catalogue) for this kind; the loader says which.
export { CatalogueEditPage as Page } from "~/components/catalogue/CatalogueEditPage";
