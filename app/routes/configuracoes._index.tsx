import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { settingsLoader } from "~/lib/settings-page.server";
import { settingsAction } from "~/lib/settings-actions.server";
import { SettingsPage } from "~/components/admin/SettingsPage";

export const meta: MetaFunction = () => [{ title: "Configurações — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => settingsLoader(args);
export const action = (args: ActionFunctionArgs) => settingsAction(args);
export default SettingsPage;
