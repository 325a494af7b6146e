// /…/editar?saleId=<id> (spec part 2 §2: the edit screens are also reached with a query).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export async function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("saleId") ?? "";
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Response("Item não encontrado.", { status: 404 });
  return redirect(`/pos-venda/editar/${id}`);
}
