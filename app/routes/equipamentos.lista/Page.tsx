// /equipamentos/lista: the catalogue's shared page (app/components/catalogue) for this kind; the loader says which.
export { CatalogueListPage as Page } from "~/components/catalogue/CatalogueListPage";
