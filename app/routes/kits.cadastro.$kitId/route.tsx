import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { KitEditPage, type KitEditReply } from "~/components/kits/KitEditPage";
import { kitFormAction, kitFormLoader } from "~/lib/kit-form.server";

export const meta: MetaFunction = () => [{ title: "Cadastrar kit — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => kitFormLoader(args, "new");
export const action = (args: ActionFunctionArgs) => kitFormAction(args, "new");

export default function KitRegistration() {
  return <KitEditPage d={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as KitEditReply} />;
}
