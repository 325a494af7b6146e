import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { newCustomerAction, newCustomerLoader } from "~/lib/customer-page.server";
import { Shell } from "../Shell";
import { CustomerForm, customerFormProps } from "./CustomerForm";

export function CustomerNewPage() {
  const d = useLoaderData<typeof newCustomerLoader>();
  const action = useActionData<typeof newCustomerAction>();
  return (
    <Shell user={d.user}>
      <h1>Novo cliente</h1>
      {d.voltar && (
        <p>
          <Link to={d.voltar}>← Voltar sem criar</Link>
        </p>
      )}
      <CustomerForm {...customerFormProps(d, action)} submitLabel="Salvar cliente">
        {d.voltar && <input type="hidden" name="voltar" value={d.voltar} />}
      </CustomerForm>
    </Shell>
  );
}
