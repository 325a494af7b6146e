// GET /clientes/cep?cep=01310100 → CepAnswer JSON (issue 20): the address forms' lookup with JS.
// Signed-in users only (the lookup goes out to a public service: not an open proxy).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { answerFor } from "~/lib/cep/cep-answer.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const answer = await answerFor(new URL(request.url).searchParams.get("cep") ?? "");
  return Response.json(answer, { headers: { "Cache-Control": "private, max-age=3600" } });
}
