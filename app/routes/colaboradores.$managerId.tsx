import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { collaboratorsAction, collaboratorsLoader } from "~/lib/collaborators.server";
import { CollaboratorsPage } from "~/components/admin/CollaboratorsPage";

export const meta: MetaFunction = () => [{ title: "Colaboradores — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => collaboratorsLoader(args);
export const action = (args: ActionFunctionArgs) => collaboratorsAction(args);
export default CollaboratorsPage;
