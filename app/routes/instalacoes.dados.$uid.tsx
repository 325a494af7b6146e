// The loader wraps the factory call: in the browser bundle *.server modules are empty.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { metricsLoader } from "~/lib/metrics.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { MetricsPage } from "~/components/dashboard/MetricsPage";

export const meta: MetaFunction = () => [{ title: `Dados — ${BOARD_TYPE_INFO.INSTALLATION.title} — Girassol` }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/dashboard.css" }];
export const loader = (args: LoaderFunctionArgs) => metricsLoader("INSTALLATION")(args);
export default MetricsPage;
