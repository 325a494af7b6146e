import { Form, Link } from "@remix-run/react";
import { formatNumber5 } from "../../../domain/shared";
import type { Card } from "../../../projections/read-models/board.queries";
import type { CardActivity } from "../../../projections/read-models/board-cards.queries";
import { CardBadges, CardFigures } from "./CardBadges";
import { CoOwnerInitials, OwnerInitials } from "./OwnerInitials";

/** A card as the board shows it: the read model's card with its owner's name and next activity, plus the optimistic "pending" mark (JS). */
export type CardView = Pick<
  Card,
  "id" | "number" | "name" | "amount" | "customerName" | "customerId" | "columnId" | "idleSince" | "idleReason" | "leadTemperature" | "power"
> & {
  ownerName: string;
  /** The co-owners' names (ADR 028), in the order chosen. */
  coOwnerNames: string[];
  nextActivity: CardActivity;
  pending?: boolean;
  /** Picked up with the keyboard (Space) and drawn where it would go. */
  lifted?: boolean;
};

/** A card; its "Mover" form moves it without JS (column + position), the same intent drag and drop posts. */
export function Card(props: {
  card: CardView;
  columns: { id: string; title: string }[];
  inactivityWindow: number;
  position: number;
  csrf: string;
  commandId: string;
  nowMs: number;
  /** YYYY-MM-DD in the company's zone: what "Hoje" and "Atrasada" are measured against. */
  today: string;
  editBase: string;
  error?: string;
  /** Set when this card's move never reached the server (JS): "Tentar de novo" sends it again. */
  retryMove?: () => void;
  bulkFormId?: string;
}) {
  const { card, columns } = props;
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
      <div className="card-head">
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
        <OwnerInitials name={card.ownerName} />
        <CoOwnerInitials names={card.coOwnerNames} />
      </div>
      <Link className="name" to={`${props.editBase}/${card.id}`}>
        {card.name}
      </Link>
      {card.customerName && (
        <div className="customer">
          <span className="visually-hidden">Cliente: </span>
          {card.customerId ? <Link to={`/cliente/editar/${card.customerId}`}>{card.customerName}</Link> : card.customerName}
        </div>
      )}
      <CardFigures amount={card.amount} power={card.power} />
      <CardBadges
        leadTemperature={card.leadTemperature}
        activity={card.nextActivity}
        today={props.today}
        idleSince={card.idleSince}
        nowMs={props.nowMs}
        inactivityWindow={props.inactivityWindow}
      />
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
