import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { itemDecider } from "../../domain/item";
import { MSG } from "../../domain/shared";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { listColumns, listCustomers, sortKeyAt } from "~/lib/board.server";
import { pickCustomer } from "~/lib/customer-pick.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "~/lib/commands.server";
import { createSaleSchema } from "~/lib/forms";
import { Shell } from "~/components/Shell";
import { SaleFields } from "~/components/SaleFields";
import { FieldError } from "~/components/FieldError";

export const meta: MetaFunction = () => [{ title: "Nova venda — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [columns, customers] = await Promise.all([listColumns(user.companyId, "SALES"), listCustomers(user.companyId)]);
  return { user, columns, customers, commandId: newCommandId() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: createSaleSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  const fail = (field: string, message: string) => data(submission.reply({ fieldErrors: { [field]: [message] } }), { status: 400 });

  const columns = await listColumns(user.companyId, "SALES");
  const column = v.column ? columns.find((c) => c.id === v.column) : columns[0];
  if (!column) return fail("column", MSG.selectColumn);

  const commandId = commandIdFrom(form);
  const pick = await pickCustomer(user, v, commandId);
  if (!pick.ok) return fail(pick.field, pick.message);
  const customer = pick.customer;

  const itemId = derivedId(commandId, "item");
  const outcome = await sendCommand(user, `item-${itemId}`, itemDecider, {
    type: "CreateItem", itemId, boardType: "SALES", name: v.name, amount: v.amount, customer,
    leadTemperature: v.leadTemperature as -1 | 0 | 1 | 2, validityDate: v.validityDate, power: v.power, ucType: v.ucType,
    ownerId: user.id, column: { id: column.id, title: column.title },
    sortKey: await sortKeyAt(user.companyId, "SALES", column.id, 1),
  }, commandId);
  if (!outcome.ok) {
    const e = outcome.error;
    return e.field ? fail(e.field, e.message) : data(submission.reply({ formErrors: [e.message] }), { status: 400 });
  }
  return redirect(`/vendas/funil/${user.id}`);
}

export default function NewSale() {
  const { user, columns, customers, commandId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { leadTemperature: "-1", column: columns[0]?.id },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSaleSchema }),
  });
  return (
    <Shell user={user}>
      <h1>Nova venda</h1>
      <Form method="post" className="card-panel" {...getFormProps(form)}>
        <input type="hidden" name="csrf" value={user.csrf} />
        <input type="hidden" name="commandId" value={commandId} />
        {form.errors && <p className="form-error" role="alert" id={form.errorId}>{form.errors.join(" ")}</p>}
        <SaleFields fields={fields as any} customers={customers} />
        <label htmlFor={fields.column.id}>Coluna</label>
        <select {...getSelectProps(fields.column)}>
          {columns.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
        <FieldError field={fields.column} />
        <p><button type="submit">Salvar venda</button></p>
      </Form>
    </Shell>
  );
}
