import "~/lib/zod-jitless"; // before any schema is built: no eval probe under the CSP
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { rootLoader } from "~/lib/root-loader.server";
import { useNonce } from "~/lib/nonce";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, Link } from "@remix-run/react";

// phone.css after styles.css: the layout below 900 px (issue 18) adds to the desk rules. The icon
// is named so the browser does not ask for /favicon.ico (a 404 in the console of every signed-in page).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: "/styles.css" },
  { rel: "stylesheet", href: "/phone.css" },
];
export const meta: MetaFunction = () => [{ title: "Girassol" }];
// The bell's unread count for every signed-in page (0 when signed out) and the last action's flash.
export const loader = (args: LoaderFunctionArgs) => rootLoader(args);

export function Layout({ children }: { children: React.ReactNode }) {
  // The document's CSP nonce: Remix's inline scripts carry it (the policy allows no other inline script).
  const nonce = useNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "Página não encontrada."
      : isRouteErrorResponse(error) && typeof error.data === "string"
        ? error.data
        : "Algo deu errado, por favor tente novamente.";
  return (
    <main className="error-page" role="alert">
      <h1>{status === 404 ? "Página não encontrada" : "Erro"}</h1>
      <p>{message}</p>
      <Link to="/iniciando" className="button">
        Voltar ao início
      </Link>
    </main>
  );
}
