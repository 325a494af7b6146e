import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { KitListPage } from "./KitListPage";
import { kitListLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Kits — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => kitListLoader(args);

export default function KitList() {
  return <KitListPage d={useLoaderData<typeof loader>()} />;
}
