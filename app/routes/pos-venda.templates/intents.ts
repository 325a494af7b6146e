// The /pos-venda/templates intent table (ADR 008): create, edit and delete (confirmed, ADR 029) an after-sales proposal template.
// The field rules are the decider's (domain/after-sales-template), so both answer the same message.
import { z } from "zod";
import { readTemplateBody, readTemplateName } from "../../../domain/after-sales-template";
import { confirmDelete } from "~/lib/confirm-delete";

type Read = { ok: true } | { ok: false; message: string };
const by = (read: (v: string) => Read) =>
  z
    .string()
    .optional()
    .default("")
    .superRefine((v, ctx) => {
      const r = read(v);
      if (!r.ok) ctx.addIssue({ code: "custom", message: r.message });
    });

export const createTemplateSchema = z.object({ intent: z.literal("create-template"), name: by(readTemplateName), body: by(readTemplateBody) });
export const editTemplateSchema = z.object({
  intent: z.literal("edit-template"),
  templateId: z.string().min(1),
  name: by(readTemplateName),
  body: by(readTemplateBody),
});
export const deleteTemplateSchema = z.object({ intent: z.literal("delete-template"), templateId: z.string().min(1), confirm: confirmDelete });
export const templateIntents = z.discriminatedUnion("intent", [createTemplateSchema, editTemplateSchema, deleteTemplateSchema]);
