// The loader wraps the factory call: in the browser bundle *.server modules are empty.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { dashboardLoader } from "~/lib/dashboard.server";
import { DashboardPage } from "~/components/dashboard/DashboardPage";

export const meta: MetaFunction = () => [{ title: "Início — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/dashboard.css" }];
export const loader = (args: LoaderFunctionArgs) => dashboardLoader(args);
export default DashboardPage;
