import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { createSaleSchema } from "~/lib/forms";
import type { newItemLoader } from "~/lib/new-item-page.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { Shell } from "../Shell";
import { SaleFields } from "../SaleFields";
import { FieldError } from "../FieldError";
import { UpgradeNotice } from "../UpgradeNotice";

type LoaderData = Awaited<ReturnType<ReturnType<typeof newItemLoader>>>;

export function NewItemPage() {
  const { user, type, upgrade, columns, customers, commandId } = useLoaderData<LoaderData>();
  const info = BOARD_TYPE_INFO[type];
  // formReply's answer: conform's result (the action's problems included).
  const reply = useActionData() as { result: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useForm({
    lastResult: reply?.result,
    shouldValidate: "onBlur",
    defaultValue: { leadTemperature: "-1", column: columns[0]?.id },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSaleSchema }),
  });
  return (
    <Shell user={user}>
      <h1>{info.newLabel}</h1>
      {upgrade ? (
        <UpgradeNotice />
      ) : (
        <Form method="post" className="card-panel" {...getFormProps(form)}>
          <input type="hidden" name="csrf" value={user.csrf} />
          <input type="hidden" name="commandId" value={commandId} />
          {form.errors && (
            <p className="form-error" role="alert" id={form.errorId}>
              {form.errors.join(" ")}
            </p>
          )}
          <SaleFields
            fields={fields}
            customers={customers}
            nameLabel={`Nome ${type === "SALES" ? "da venda" : `(${info.itemLabel.toLowerCase()})`}`}
          />
          <label htmlFor={fields.column.id}>Coluna</label>
          <select {...getSelectProps(fields.column)}>
            {columns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
          <FieldError field={fields.column} />
          <p>
            <button type="submit">Salvar {type === "SALES" ? "venda" : info.itemLabel.toLowerCase()}</button>
          </p>
        </Form>
      )}
    </Shell>
  );
}
