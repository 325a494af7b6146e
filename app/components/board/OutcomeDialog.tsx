// A card dropped on "Ganho" or "Perdido" (sales board, JS only: the drop zones exist only while
// dragging). The win needs the power and UC type, the loss its required reason, so the drop opens
// the item page's own form in a modal: it posts the same intent ("win" / "lose") to the item's
// route, whose action checks it (the same messages, shown on the item page if refused) and
// answers with the item page and its flash ("Venda ganha" / "Venda perdida").
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { UC_TYPES } from "../../../domain/shared";

export interface DroppedOutcome {
  kind: "win" | "lose";
  itemId: string;
  name: string;
}

export function OutcomeDialog(props: { outcome: DroppedOutcome; editBase: string; csrf: string; lostReasons: string[]; onClose: () => void }) {
  const { outcome } = props;
  const ref = useRef<HTMLDialogElement>(null);
  // One id per opened prompt: a double click on the submit button is applied once.
  const [commandId] = useState(() => crypto.randomUUID());
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const win = outcome.kind === "win";
  const titleId = `outcome-title-${outcome.itemId}`;
  return (
    <dialog ref={ref} className="confirm-dialog outcome-dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <Form method="post" action={`${props.editBase}/${outcome.itemId}`} aria-labelledby={titleId}>
        <h2 id={titleId}>{win ? "Venda Ganha" : "Venda Perdida"}</h2>
        <p>{outcome.name}</p>
        <input type="hidden" name="intent" value={outcome.kind} />
        <input type="hidden" name="csrf" value={props.csrf} />
        <input type="hidden" name="commandId" value={commandId} />
        {win ? (
          <>
            <div>
              <label htmlFor="outcome-power">Potência (kWp)</label>
              <input id="outcome-power" name="power" inputMode="decimal" />
            </div>
            <div>
              <label htmlFor="outcome-uc">Tipo de UC</label>
              <select id="outcome-uc" name="ucType" defaultValue="">
                <option value="">—</option>
                {UC_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : (
          <div>
            <label htmlFor="outcome-reason">Motivo da perda</label>
            <select id="outcome-reason" name="reason" defaultValue="">
              <option value="">—</option>
              {props.lostReasons.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className="mt-1">
          <button type="submit" className={win ? "success" : "danger"}>
            {win ? "Marcar como ganha" : "Marcar como perdida"}
          </button>{" "}
          <button type="button" className="secondary" onClick={() => ref.current?.close()}>
            Cancelar
          </button>
        </p>
      </Form>
    </dialog>
  );
}
