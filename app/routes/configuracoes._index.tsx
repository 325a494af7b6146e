import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { settingsAction, settingsLoader } from "~/lib/settings-page.server";
import { SettingsPage } from "~/components/admin/SettingsPage";

export const meta: MetaFunction = () => [{ title: "Configurações — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => settingsLoader(args);
export const action = (args: ActionFunctionArgs) => settingsAction(args);
export default SettingsPage;
