// Any other path (spec part 1 §2.1). Signed in: a real 404 inside the app frame (issue 18: landing
// silently on /inicio hid mistyped and stale links). Signed out: /login, as the spec says.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getUser } from "~/lib/auth.server";
import { Shell } from "~/components/Shell";

export const meta: MetaFunction = () => [{ title: "Página não encontrada — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect("/login");
  // Rendered with status 404 (not thrown): the page keeps the signed-in frame and its menu.
  return data({ user }, { status: 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  return loader({ request } as LoaderFunctionArgs);
}

export default function NotFound() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <Shell user={user}>
      <h1>Página não encontrada</h1>
      <section className="card-panel">
        <p>O endereço que você abriu não existe ou foi movido.</p>
        <p>
          <a className="button" href="/inicio">
            Voltar ao início
          </a>
        </p>
      </section>
    </Shell>
  );
}
