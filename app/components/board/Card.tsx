import { Form, Link } from "@remix-run/react";
import { formatBRL, formatNumber5 } from "../../../domain/shared";
import type { Card } from "../../../projections/read-models/board.queries";

/** A card as the board shows it: the read model's card, plus the optimistic "pending" mark (JS). */
export type CardView = Pick<Card, "id" | "number" | "name" | "amount" | "customerName" | "columnId" | "idleSince" | "idleReason"> & {
  pending?: boolean;
  /** Picked up with the keyboard (Space) and drawn where it would go. */
  lifted?: boolean;
};

const IDLE_REASONS: Record<string, string> = {
  ItemCreated: "criação",
  ItemMoved: "mudança de coluna",
  ItemReturnedToFunnel: "retorno ao funil",
  ItemDetailsChanged: "edição",
};

function idleDays(since: string, nowMs: number) {
  return Math.max(0, Math.floor((nowMs - new Date(since).getTime()) / 86_400_000));
}

/** A card; its "Mover" form moves it without JS (column + position), the same intent drag and drop posts. */
export function Card(props: {
  card: CardView;
  columns: { id: string; title: string }[];
  inactivityWindow: number;
  position: number;
  csrf: string;
  commandId: string;
  nowMs: number;
  editBase: string;
  error?: string;
  /** Set when this card's move never reached the server (JS): "Tentar de novo" sends it again. */
  retryMove?: () => void;
  bulkFormId?: string;
}) {
  const { card, columns } = props;
  const days = idleDays(card.idleSince, props.nowMs);
  const late = days > props.inactivityWindow;
  const moveId = `move-${card.id}`;
  return (
    // id: the anchor a move returns to (#item-<id>). The card is one tab stop: with JS, Space picks it
    // up and the arrows move it (Board.tsx, keyboard-move.ts); the hint says so to screen readers.
    <li
      id={`item-${card.id}`}
      tabIndex={0}
      className={`kcard${card.pending ? " pending" : ""}${card.lifted ? " lifted" : ""}`}
      data-id={card.id}
      aria-busy={card.pending || undefined}
      aria-roledescription="cartão arrastável"
      aria-describedby="board-keyboard-hint"
    >
      <span className="drag-handle" aria-hidden="true" title="Arraste para mover">
        ⠿
      </span>
      {props.bulkFormId && (
        <input
          type="checkbox"
          className="select-card"
          name="itemIds"
          value={card.id}
          form={props.bulkFormId}
          aria-label={`Selecionar ${card.name}`}
        />
      )}
      <span className="num">{formatNumber5(card.number)}</span>
      <Link className="name" to={`${props.editBase}/${card.id}`}>
        {card.name}
      </Link>
      <span className="amount">{formatBRL(card.amount)}</span>
      {card.customerName && <div className="customer">Cliente: {card.customerName}</div>}
      <div className={`idle${late ? " late" : ""}`}>
        Parado há {days} {days === 1 ? "dia" : "dias"} de {props.inactivityWindow} (desde: {IDLE_REASONS[card.idleReason] ?? card.idleReason})
      </div>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      {props.retryMove && (
        <p className="field-error" role="alert">
          Não foi possível mover ·{" "}
          <button type="button" className="link-button" onClick={props.retryMove}>
            Tentar de novo
          </button>
        </p>
      )}
      <details open={!!props.error}>
        <summary>Mover</summary>
        <Form method="post" aria-label={`Mover ${card.name}`}>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="itemId" value={card.id} />
          <input type="hidden" name="csrf" value={props.csrf} />
          <input type="hidden" name="commandId" value={props.commandId} />
          <div>
            <label htmlFor={`${moveId}-col`}>Mover para</label>
            <select id={`${moveId}-col`} name="column" defaultValue={card.columnId}>
              {columns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${moveId}-pos`}>Posição</label>
            <input id={`${moveId}-pos`} name="position" type="number" min={1} defaultValue={props.position} />
          </div>
          <button type="submit" className="secondary">
            Mover
          </button>
        </Form>
      </details>
    </li>
  );
}
