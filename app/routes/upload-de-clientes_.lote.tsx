// POST /upload-de-clientes/lote: one slice of an upload's import (JSON), for the progress bar.
import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadSliceAction } from "~/lib/customer-upload.server";

export const action = (args: ActionFunctionArgs) => uploadSliceAction(args);
