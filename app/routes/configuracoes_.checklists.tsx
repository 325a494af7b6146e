// /configuracoes/checklists (the trailing "_" keeps it out of a /configuracoes layout route).
// loader/action wrap the calls: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { checklistSettingsAction, checklistSettingsLoader } from "~/lib/checklists.server";
import { ChecklistSettingsPage } from "~/components/checklist/ChecklistSettingsPage";

export const meta: MetaFunction = () => [{ title: "Checklists — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => checklistSettingsLoader(args);
export const action = (args: ActionFunctionArgs) => checklistSettingsAction(args);
export default ChecklistSettingsPage;
