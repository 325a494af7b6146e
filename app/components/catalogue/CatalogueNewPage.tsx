import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { catalogueNewAction, catalogueNewLoader } from "~/lib/catalogue.server";
import { KINDS } from "~/lib/catalogue-kinds";
import { Shell } from "../Shell";
import { CatalogueForm } from "./CatalogueForm";

/** /modulos/registro, /inversores/registro, /equipamentos/registro. */
export function CatalogueNewPage() {
  const d = useLoaderData<typeof catalogueNewLoader>();
  const reply = useActionData<typeof catalogueNewAction>();
  const k = KINDS[d.kind];
  return (
    <Shell user={d.user}>
      <p>
        <Link to={`${k.base}/lista`}>← {k.plural}</Link>
      </p>
      <h1>{k.newLabel}</h1>
      <CatalogueForm kind={d.kind} csrf={d.user.csrf} commandId={d.commandId} lastResult={reply?.result} defaults={d.defaults} submitLabel="Salvar" />
    </Shell>
  );
}
