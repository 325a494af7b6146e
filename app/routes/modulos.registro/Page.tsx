// /modulos/registro: the catalogue's shared page (app/components/catalogue) for this kind; the loader says which.
export { CatalogueNewPage as Page } from "~/components/catalogue/CatalogueNewPage";
