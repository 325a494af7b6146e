// The pieces the irradiation and tariff uploads share: the file form (its help text is the page's)
// and the note shown while an import runs.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/components/forms/intent-form";
import { TabularFileInput } from "~/components/forms/TabularFileInput";
import { useFileLimit } from "~/components/forms/use-file-limit";

/** The upload's first step: a CSV or XLSX sent for the preview. */
export function SendTableFile({ csrf, busy, maxMb, children }: { csrf: string; busy: boolean; maxMb: number; children: ReactNode }) {
  const limit = useFileLimit(maxMb);
  return (
    <Form method="post" encType="multipart/form-data" className="card-panel" aria-label="Enviar arquivo" onSubmit={limit.onSubmit}>
      {limit.tooLarge && <FormErrors errors={[limit.tooLarge]} />}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="preview" />
      <TabularFileInput describedBy="arquivo-ajuda" />
      <div id="arquivo-ajuda">{children}</div>
      <button type="submit" disabled={busy}>
        Pré-visualizar
      </button>
    </Form>
  );
}

/** While the import's POST runs (with JS): a plain indeterminate bar. */
export function ImportProgress({ busy }: { busy: boolean }) {
  if (!busy) return null;
  return (
    <p>
      <label htmlFor="import-progress">Importando…</label>
      <progress id="import-progress" className="w-full" />
    </p>
  );
}
