import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { KitListPage, type KitListReply } from "./KitListPage";
import { kitListAction, kitListLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Kits — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => kitListLoader(args);
export const action = (args: ActionFunctionArgs) => kitListAction(args);

export default function KitList() {
  return <KitListPage d={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as KitListReply} />;
}
