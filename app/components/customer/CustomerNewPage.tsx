import { useActionData, useLoaderData } from "@remix-run/react";
import type { newCustomerAction, newCustomerLoader } from "~/lib/customer-page.server";
import { Shell } from "../Shell";
import { CustomerForm } from "./CustomerForm";

export function CustomerNewPage() {
  const d = useLoaderData<typeof newCustomerLoader>();
  const action = useActionData<typeof newCustomerAction>();
  return (
    <Shell user={d.user}>
      <h1>Novo cliente</h1>
      <CustomerForm
        csrf={d.user.csrf}
        commandId={d.commandId}
        lastResult={action?.result}
        defaults={d.defaults}
        origins={d.rules.origins}
        ufs={d.ufs}
        cities={action?.cities ?? d.cities}
        owners={d.owners}
        submitLabel="Salvar cliente"
      />
    </Shell>
  );
}
