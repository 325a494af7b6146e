// The kanban: each column is a landmark named by its title. Without JS, cards move through their
// "Mover" form; with JS, SortableJS drag and drop posts the same intent through a fetcher, and the
// pending move is shown at once (optimistic UI from useFetchers) until the loader revalidates.
// The keyboard (keyboard-move.ts) and the Ganho/Perdido drop zones (OutcomeDialog.tsx) are JS only.
import { Link, useFetcher, useFetchers, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { formatBRL } from "../../../domain/shared";
import { Card, type CardView } from "./Card";
import { ColumnOptions, type ColumnError } from "./ColumnOptions";
import type { ColumnFormIds } from "~/lib/board-page.server";
import { isMoveNotSent, type MoveNotSent } from "./move-network";
import { EmptyColumnHint } from "./BoardEmptyStates";
import { announce, isRealMove, keyboardStep, type Lifted } from "./keyboard-move";
import { OutcomeDialog, type DroppedOutcome } from "./OutcomeDialog";
import { SORTABLE_TOUCH_OPTIONS } from "./touch-drag";

export interface ColumnView {
  id: string;
  title: string;
  inactivityWindow: number;
  count: number;
  total: string;
  cards: CardView[];
}

function applyPendingMoves(columns: ColumnView[], moves: { itemId: string; column: string; position: number; lifted?: boolean }[]) {
  if (!moves.length) return columns;
  const cols = columns.map((c) => ({ ...c, cards: [...c.cards] }));
  for (const m of moves) {
    const from = cols.find((c) => c.cards.some((k) => k.id === m.itemId));
    const to = cols.find((c) => c.id === m.column);
    if (!from || !to) continue;
    const idx = from.cards.findIndex((k) => k.id === m.itemId);
    const [card] = from.cards.splice(idx, 1);
    from.count -= 1;
    from.total = String(Number(from.total) - Number(card.amount));
    to.cards.splice(Math.min(m.position - 1, to.cards.length), 0, { ...card, columnId: to.id, pending: !m.lifted, lifted: m.lifted });
    to.count += 1;
    to.total = String(Number(to.total) + Number(card.amount));
  }
  return cols;
}

export function Board(props: {
  columns: ColumnView[];
  csrf: string;
  commandIds: Record<string, string>;
  nowMs: number;
  /** YYYY-MM-DD: the day the cards' next activities are read against. */
  today: string;
  editBase: string;
  moveError?: { itemId: string; message: string };
  /** A move the card's own form (JS) could not send: shown like a failed drag. */
  moveNotSent?: MoveNotSent;
  columnCommandIds?: Record<string, ColumnFormIds>;
  columnError?: ColumnError;
  /** The same board with one more page of cards per column (no JS: a link; JS: infinite scroll). */
  moreHref?: string;
  receivers?: { id: string; label: string }[];
  /** Cards get a checkbox tied to this form id (bulk send/delete). */
  bulkFormId?: string;
  /** What an empty column says: how to fill it ("plain"), that nothing matched ("filtered"), or nothing (the board says it). */
  emptyHint?: "plain" | "filtered";
  /** Sales board: the Ganho / Perdido drop zones while dragging, and the loss reasons they ask for. */
  outcomes?: { lostReasons: string[] };
}) {
  const fetchers = useFetchers();
  const moveFetcher = useFetcher({ key: "board-move" });
  const pending = fetchers
    .filter((f) => f.formData?.get("intent") === "move" && f.state !== "idle")
    .map((f) => ({
      itemId: String(f.formData!.get("itemId")),
      column: String(f.formData!.get("column")),
      position: Number(f.formData!.get("position") ?? 1),
    }));
  // A card lifted with the keyboard is drawn where it would go, like a pending move.
  const [lifted, setLifted] = useState<Lifted>();
  const [liveText, setLiveText] = useState("");
  const [refocus, setRefocus] = useState<{ itemId: string }>();
  const [outcome, setOutcome] = useState<DroppedOutcome>();
  const shown = lifted ? [...pending, { ...lifted, lifted: true }] : pending;
  const columns = useMemo(() => applyPendingMoves(props.columns, shown), [props.columns, JSON.stringify(shown)]);
  const boardRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef(moveFetcher.submit);
  submitRef.current = moveFetcher.submit;
  const csrfRef = useRef(props.csrf);
  csrfRef.current = props.csrf;
  // The last move that never reached the server (its card is back where the loader has it). A
  // fetcher keeps its data through a later submission that ends in a redirect, so each new
  // submission marks the failures it supersedes as answered.
  const answered = useRef(new WeakSet<MoveNotSent>());
  const fromFetcher = isMoveNotSent(moveFetcher.data) && !answered.current.has(moveFetcher.data) ? moveFetcher.data : undefined;
  const latest = fromFetcher ?? props.moveNotSent;
  const notSent = moveFetcher.state === "idle" && latest && !answered.current.has(latest) ? latest : undefined;
  const submitMove = (fields: Record<string, string>) => {
    for (const superseded of [fromFetcher, props.moveNotSent]) if (superseded) answered.current.add(superseded);
    submitRef.current(fields, { method: "post" });
  };
  const submitMoveRef = useRef(submitMove);
  submitMoveRef.current = submitMove;
  const retryMove = notSent ? () => submitMove(notSent.fields) : undefined;

  // Keyboard moves: keys reach the board from the focused card itself (not from its links or form).
  const keyboardColumns = props.columns.map((c) => ({ id: c.id, title: c.title, cardIds: c.cards.map((k) => k.id) }));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches("li.kcard") || event.altKey || event.ctrlKey || event.metaKey) return;
    const itemId = target.dataset.id ?? "";
    const step = keyboardStep(keyboardColumns, itemId, event.key, lifted);
    if (step.kind === "ignore") return;
    event.preventDefault();
    const name = props.columns.flatMap((c) => c.cards).find((k) => k.id === itemId)?.name ?? "";
    setLiveText(announce(step, keyboardColumns, name));
    // Drawn in another list the card is a new node: the focus is put back on it after the render.
    setRefocus({ itemId });
    if (step.kind === "lift" || step.kind === "preview") return setLifted(step.lifted);
    setLifted(undefined);
    if (step.kind === "drop" && isRealMove(step.lifted)) {
      const { column, position } = step.lifted;
      submitMove({ intent: "move", itemId, column, position: String(position), csrf: props.csrf, commandId: crypto.randomUUID() });
    }
  };
  useEffect(() => {
    if (refocus) document.getElementById(`item-${refocus.itemId}`)?.focus();
  }, [refocus]);

  useEffect(() => {
    let sortables: { destroy(): void }[] = [];
    let cancelled = false;
    import("sortablejs").then(({ default: Sortable }) => {
      if (cancelled || !boardRef.current) return;
      boardRef.current.dataset.dnd = "ready";
      sortables = Array.from(boardRef.current.querySelectorAll<HTMLElement>("ul.cards")).map((list) =>
        Sortable.create(list, {
          group: "board",
          animation: 120,
          draggable: "li.kcard",
          filter: "details, a, input, select, button",
          preventOnFilter: false,
          ghostClass: "sortable-ghost",
          ...SORTABLE_TOUCH_OPTIONS,
          onStart() {
            boardRef.current?.setAttribute("data-dragging", "");
          },
          onEnd(evt) {
            boardRef.current?.removeAttribute("data-dragging");
            const { item, from, to, oldIndex, newIndex } = evt;
            if (oldIndex === undefined || newIndex === undefined) return;
            if (from === to && oldIndex === newIndex) return;
            // Put the node back where React rendered it; React then draws the optimistic state.
            from.insertBefore(item, from.children[oldIndex] ?? null);
            const kind = to.dataset.outcome;
            if (kind === "win" || kind === "lose") {
              setOutcome({ kind, itemId: item.dataset.id!, name: item.querySelector(".name")?.textContent ?? "" });
              return;
            }
            submitMoveRef.current({
              intent: "move",
              itemId: item.dataset.id!,
              column: to.dataset.columnId!,
              position: String(newIndex + 1),
              csrf: csrfRef.current,
              commandId: crypto.randomUUID(),
            });
          },
        }),
      );
    });
    return () => {
      cancelled = true;
      sortables.forEach((s) => s.destroy());
    };
  }, []);

  // Infinite scroll (spec: next page when 80% of the end marker is visible, 1 s lock between loads).
  const navigate = useNavigate();
  useEffect(() => {
    if (!props.moreHref || !boardRef.current || typeof IntersectionObserver === "undefined") return;
    let lockedUntil = 0;
    const href = props.moreHref;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || Date.now() < lockedUntil) return;
        lockedUntil = Date.now() + 1000;
        navigate(href, { preventScrollReset: true, replace: true });
      },
      { threshold: 0.8 },
    );
    boardRef.current.querySelectorAll("[data-load-more]").forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [props.moreHref, navigate]);

  const options = props.columns.map((c) => ({ id: c.id, title: c.title }));
  return (
    <div className="board" ref={boardRef} onKeyDown={onKeyDown}>
      <p className="visually-hidden" aria-live="assertive" data-board-live="">
        {liveText}
      </p>
      <p id="board-keyboard-hint" className="visually-hidden">
        Espaço pega o cartão; as setas escolhem a coluna e a posição; Espaço solta; Esc cancela.
      </p>
      {props.outcomes && (
        <div className="drop-zones" aria-hidden="true">
          <ul className="cards drop-zone win" data-outcome="win">
            <li className="drop-zone-label">Ganho</li>
          </ul>
          <ul className="cards drop-zone lose" data-outcome="lose">
            <li className="drop-zone-label">Perdido</li>
          </ul>
        </div>
      )}
      {outcome && props.outcomes && (
        <OutcomeDialog
          outcome={outcome}
          editBase={props.editBase}
          csrf={props.csrf}
          lostReasons={props.outcomes.lostReasons}
          onClose={() => setOutcome(undefined)}
        />
      )}
      {columns.map((col, i) => (
        <section key={col.id} className="column" aria-labelledby={`col-${col.id}`} data-column-id={col.id}>
          <header>
            <h2 id={`col-${col.id}`}>{col.title}</h2>
            <span className="totals" aria-label={`Total da coluna ${col.title}`}>
              {col.count} {col.count === 1 ? "item" : "itens"} · {formatBRL(col.total)}
            </span>
          </header>
          {props.columnCommandIds?.[col.id] && (
            <ColumnOptions
              column={col}
              others={options.filter((o) => o.id !== col.id)}
              csrf={props.csrf}
              first={i === 0}
              last={i === columns.length - 1}
              ids={props.columnCommandIds[col.id]}
              receivers={props.receivers ?? []}
              error={props.columnError?.columnId === col.id ? props.columnError : undefined}
            />
          )}
          <ul className="cards" data-column-id={col.id}>
            {col.cards.map((card, k) => (
              <Card
                key={card.id}
                card={card}
                columns={options}
                inactivityWindow={col.inactivityWindow}
                position={k + 1}
                csrf={props.csrf}
                commandId={props.commandIds[card.id] ?? ""}
                nowMs={props.nowMs}
                today={props.today}
                editBase={props.editBase}
                error={props.moveError?.itemId === card.id ? props.moveError.message : undefined}
                retryMove={notSent?.itemId === card.id ? retryMove : undefined}
                bulkFormId={props.bulkFormId}
              />
            ))}
          </ul>
          {col.cards.length === 0 && props.emptyHint && <EmptyColumnHint filtered={props.emptyHint === "filtered"} />}
          {col.count > col.cards.length && (
            <p className="totals">
              Mostrando {col.cards.length} de {col.count}.{" "}
              {props.moreHref && (
                <Link to={props.moreHref} preventScrollReset replace data-load-more="">
                  Carregar mais
                </Link>
              )}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
