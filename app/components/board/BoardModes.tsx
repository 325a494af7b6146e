// The board toolbar's modes (issue 18): cards show no checkboxes and columns no settings until the
// user asks for them. "Selecionar" (?modo=selecionar) adds a checkbox per card and the selection
// bar; "Editar funil" (?modo=editar-funil, managers) adds each column's settings and "Adicionar
// coluna". Plain links: they work without JS and keep the search.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { BoardMode } from "~/lib/board-page.server";
import { LEAD_TEMPERATURES, isLeadTemperature } from "../../../domain/shared";
import { DeleteConfirmation } from "../forms/DeleteConfirmation";
import { DELETE_QUESTIONS } from "~/lib/confirm-delete";

type Href = (extra: Record<string, string>, nextMode?: BoardMode) => string;

/** The board's URL with its search, filter and mode; `extra` adds parameters, `nextMode` switches the mode. */
export function boardHref(pathname: string, state: { q: string; temperature: number | null; mode: BoardMode }): Href {
  return (extra, nextMode = state.mode) => {
    const params = new URLSearchParams({
      ...(state.q ? { q: state.q } : {}),
      ...(state.temperature !== null ? { temp: String(state.temperature) } : {}),
      ...(nextMode ? { modo: nextMode } : {}),
      ...extra,
    });
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
}

/** "a temperatura Quente" for the no-result message when only the temperature filter is on. */
export function temperatureFilterLabel(t: number | null): string | null {
  return t !== null && isLeadTemperature(t) ? `a temperatura ${LEAD_TEMPERATURES[t]}` : null;
}

export function BoardModeLinks({ mode, isManager, href }: { mode: BoardMode; isManager: boolean; href: Href }) {
  return (
    <nav className="board-modes" aria-label="Modo do quadro">
      {mode === "selecionar" ? (
        <Link to={href({}, null)} className="button secondary" aria-current="true">
          Concluir seleção
        </Link>
      ) : (
        <Link to={href({}, "selecionar")} className="button secondary">
          Selecionar
        </Link>
      )}
      {isManager &&
        (mode === "editar-funil" ? (
          <Link to={href({}, null)} className="button secondary" aria-current="true">
            Concluir edição
          </Link>
        ) : (
          <Link to={href({}, "editar-funil")} className="button secondary">
            Editar funil
          </Link>
        ))}
    </nav>
  );
}

/** The bulk form the cards' checkboxes belong to (form="bulk-form"): send or delete the selected items. */
export function SelectionBar(props: {
  csrf: string;
  commandId: string;
  error?: string;
  receivers: { id: string; label: string }[];
  canSend: boolean;
  isManager: boolean;
}) {
  useClearSelectionAfterSubmit(props.error);
  return (
    <Form method="post" id="bulk-form" className="bulk-bar" aria-label="Itens selecionados">
      <input type="hidden" name="csrf" value={props.csrf} />
      <input type="hidden" name="commandId" value={props.commandId} />
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      <label htmlFor="bulk-receiver">Enviar selecionados para</label>
      <select id="bulk-receiver" name="receiver" defaultValue="">
        <option value="" disabled>
          Selecione
        </option>
        {props.receivers.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="send-selected" className="secondary" disabled={!props.canSend}>
        Enviar
      </button>
      {props.isManager && (
        <>
          <DeleteConfirmation question={DELETE_QUESTIONS.selected} onlyForIntent="delete-selected" />
          <button type="submit" name="intent" value="delete-selected" className="danger">
            Excluir selecionados
          </button>
        </>
      )}
    </Form>
  );
}

/**
 * With JS the board is not reloaded after a bulk action, so the checkboxes would keep their marks
 * and the next action would apply to items already sent (or still on the board). Once this form's
 * submission has come back without an error, the marks are cleared, as a page load would.
 */
function useClearSelectionAfterSubmit(error: string | undefined) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  const intent = navigation.formData?.get("intent");
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (typeof intent === "string" && BULK_FORM_INTENTS.includes(intent)) submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    if (error) return;
    document.querySelectorAll<HTMLInputElement>('input[form="bulk-form"][name="itemIds"]').forEach((box) => {
      box.checked = false;
    });
  }, [navigation.state, intent, error]);
}

const BULK_FORM_INTENTS = ["send-selected", "delete-selected"];
