// /configuracoes/webhooks (issue 5). The trailing underscore keeps it out of /configuracoes's
// layout (the lead's route). loader/action wrap the factories: *.server modules are empty in the browser.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { webhooksLoader } from "~/lib/webhooks.server";
import { webhooksAction } from "~/lib/webhook-actions.server";
import { WebhooksPage } from "~/components/settings/WebhooksPage";

export const meta: MetaFunction = () => [{ title: "Webhooks — Configurações — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => webhooksLoader(args);
export const action = (args: ActionFunctionArgs) => webhooksAction(args);
export default WebhooksPage;
