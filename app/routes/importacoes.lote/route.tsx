// POST /importacoes/lote: one slice of a catalogue import (JSON), for the progress bar.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sliceAction } from "~/lib/catalogue-import/page.server";

export const action = (args: ActionFunctionArgs) => sliceAction(args);
