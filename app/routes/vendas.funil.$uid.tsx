import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { normalizeSearch } from "../../domain/shared";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { boardScope, loadBoard } from "~/lib/board.server";
import { newCommandId } from "~/lib/commands.server";
import { runItemIntent } from "~/lib/item-actions.server";
import { Shell } from "~/components/Shell";
import { Board } from "~/components/board/Board";

export const meta: MetaFunction = () => [{ title: "Funil de vendas — Girassol" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const scope = await boardScope(user, params.uid!);
  if (!scope) throw new Response("Quadro não encontrado.", { status: 404 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const columns = await loadBoard(scope, "SALES", normalizeSearch(q.trim()));
  // One fresh commandId per card form: a double submit of the same form is applied once.
  const commandIds = Object.fromEntries(columns.flatMap((c) => c.cards.map((k) => [k.id, newCommandId()])));
  return { user, columns, q, commandIds, nowMs: Date.now(), uid: params.uid! };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  if (!(await boardScope(user, params.uid!))) throw new Response("Quadro não encontrado.", { status: 404 });
  if (form.get("intent") !== "move") return data("Ação desconhecida.", { status: 400 });
  const itemId = String(form.get("itemId") ?? "");
  const reply = await runItemIntent(user, form, itemId, "SALES");
  if (reply) return reply;
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}

export default function SalesBoard() {
  const { user, columns, q, commandIds, nowMs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as any;
  const moveError =
    actionData && typeof actionData === "object" && actionData.itemId
      ? { itemId: actionData.itemId, message: [...(actionData.result?.error?.[""] ?? []), ...Object.values(actionData.result?.error ?? {}).flat()].filter(Boolean)[0] as string }
      : undefined;
  return (
    <Shell user={user}>
      <h1>Funil de vendas</h1>
      <div className="board-toolbar">
        <Form method="get" role="search">
          <div>
            <label htmlFor="q">Buscar</label>
            <input id="q" name="q" defaultValue={q} placeholder="Nome ou cliente" />
          </div>
          <button type="submit" className="secondary">Buscar</button>
        </Form>
        <Link to="/vendas/registro" className="button">Nova venda</Link>
      </div>
      <Board columns={columns} csrf={user.csrf} commandIds={commandIds} nowMs={nowMs} editBase="/vendas/editar" moveError={moveError} />
    </Shell>
  );
}
