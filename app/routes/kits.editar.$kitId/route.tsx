import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { KitEditPage, type KitEditReply } from "~/components/kits/KitEditPage";
import { kitFormAction, kitFormLoader } from "~/lib/kit-form.server";

export const meta: MetaFunction = () => [{ title: "Editar kit — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => kitFormLoader(args, "edit");
export const action = (args: ActionFunctionArgs) => kitFormAction(args, "edit");

export default function KitEdit() {
  return <KitEditPage d={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as KitEditReply} />;
}
