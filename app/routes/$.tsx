// Any other path (spec part 1 §2.1): signed in → /iniciando; signed out → /login.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/lib/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect((await getUser(request)) ? "/iniciando" : "/login");
}

export async function action({ request }: ActionFunctionArgs) {
  return loader({ request } as LoaderFunctionArgs);
}
