import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/lib/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect((await getUser(request)) ? "/iniciando" : "/login");
}
