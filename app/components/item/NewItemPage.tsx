import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { createSaleSchema } from "~/lib/forms";
import { requiredFields } from "~/components/forms/required-fields";
import type { newItemLoader } from "~/lib/new-item-page.server";
import { BOARD_TYPE_INFO, newItemPath } from "~/lib/board-types";
import { CustomerPicker, type CustomerSearchReply, type PickedCustomer } from "../customer/CustomerPicker";
import { Shell } from "../Shell";
import { SaleFields } from "../SaleFields";
import { byTitle, SelectField } from "~/components/forms/Field";
import { Hidden } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { UpgradeNotice } from "../UpgradeNotice";

type LoaderData = Awaited<ReturnType<ReturnType<typeof newItemLoader>>>;

export function NewItemPage() {
  const { user, type, upgrade, columns, chosen, commandId, enterprise } = useLoaderData<LoaderData>();
  const info = BOARD_TYPE_INFO[type];
  // formReply's answer: conform's result (the action's problems included).
  // "Buscar" (without JS) answers with the matches too; any answer names the customer picked before.
  const reply = useActionData() as
    { result: SubmissionResult<string[]>; chosen?: PickedCustomer | null; customerSearch?: CustomerSearchReply } | undefined;
  const [form, fields] = useForm({
    lastResult: reply?.result,
    shouldValidate: "onBlur",
    // "String" is the spec's default inverter type (part 2 §3).
    defaultValue: { leadTemperature: "-1", column: columns[0]?.id, inverterType: "String" },
    constraint: requiredFields(createSaleSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSaleSchema }),
  });
  const nameLabel = `Nome ${type === "SALES" ? "da venda" : `(${info.itemLabel.toLowerCase()})`}`;
  return (
    <Shell user={user}>
      <h1>{info.newLabel}</h1>
      {upgrade ? (
        <UpgradeNotice />
      ) : (
        <Form method="post" className="card-panel" {...getFormProps(form)}>
          <Hidden csrf={user.csrf} commandId={commandId} />
          <ErrorSummary form={form} labels={{ name: nameLabel }} />
          <SaleFields
            fields={fields}
            customerPicker={
              <CustomerPicker
                field={fields.customer}
                chosen={reply?.chosen ?? chosen}
                search={reply?.customerSearch}
                newCustomerHref={`/cliente/cadastro?voltar=${encodeURIComponent(newItemPath(type))}`}
              />
            }
            nameLabel={nameLabel}
            enterprise={enterprise}
          />
          <SelectField label="Coluna" field={fields.column} options={byTitle(columns)} />
          <p>
            <button type="submit">Salvar {type === "SALES" ? "venda" : info.itemLabel.toLowerCase()}</button>
          </p>
        </Form>
      )}
    </Shell>
  );
}
