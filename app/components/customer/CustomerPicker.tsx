// The new-item forms' customer: a type-ahead picker instead of a select of every customer.
// Without JS: a search field and "Buscar" (posts the form with `buscarCliente`; the page comes
// back with the typed values and the matches as radio buttons). With JS: the same field becomes an
// ARIA 1.2 combobox (listbox, arrow keys, Enter, Escape) fed by GET /clientes/busca, and a pick
// becomes the checked radio. Either way the form posts `customer` = the chosen id ("" = none).
// "+ Criar cliente" opens the customer form, which returns here with the new customer chosen.
import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FieldError } from "../forms/FieldError";
import type { AnyField } from "../forms/Field";

export interface PickedCustomer {
  id: string;
  name: string;
}

export interface CustomerSearchReply {
  q: string;
  matches: PickedCustomer[];
  tooShort: boolean;
}

const MIN_CHARS = 2;

export function CustomerPicker(props: {
  field: AnyField;
  /** The customer chosen before (back from "+ Criar cliente", or the last post's pick). */
  chosen: PickedCustomer | null;
  /** The "Buscar" answer (without JS). */
  search?: CustomerSearchReply;
  newCustomerHref: string;
}) {
  const { field } = props;
  const uid = useId();
  const inputId = `${uid}-busca`;
  const listId = `${uid}-lista`;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The radio choices: the chosen customer, then the matches of the last "Buscar" (or combobox pick).
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  const options = dedupe([picked, props.chosen, ...(props.search?.matches ?? [])]);
  const initial = typeof field.initialValue === "string" ? field.initialValue : (props.chosen?.id ?? "");
  const [selected, setSelected] = useState(initial);
  useEffect(() => setSelected(initial), [initial]);

  // The combobox (JS only).
  const [text, setText] = useState(props.search?.q ?? "");
  const [matches, setMatches] = useState<PickedCustomer[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    const q = text.trim();
    if (q.length < MIN_CHARS) {
      setMatches([]);
      setOpen(false);
      return;
    }
    const timer = setTimeout(async () => {
      request.current?.abort();
      const ctrl = new AbortController();
      request.current = ctrl;
      try {
        const res = await fetch(`/clientes/busca?q=${encodeURIComponent(q)}`, { signal: ctrl.signal });
        if (!res.ok) return;
        const found = ((await res.json()) as { customers: PickedCustomer[] }).customers;
        setMatches(found);
        setActive(found.length ? 0 : -1);
        setOpen(true);
        setStatus(
          found.length ? `${found.length} ${found.length === 1 ? "cliente encontrado" : "clientes encontrados"}` : "Nenhum cliente encontrado",
        );
      } catch {
        // aborted by a newer keystroke
      }
    }, 200);
    return () => clearTimeout(timer);
  }, [text, hydrated]);

  function choose(c: PickedCustomer) {
    setPicked(c);
    setSelected(c.id);
    setText("");
    setOpen(false);
    setStatus(`Cliente escolhido: ${c.name}`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!matches.length) return;
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (open ? (i + step + matches.length) % matches.length : step === 1 ? 0 : matches.length - 1));
    } else if (e.key === "Enter" && open && active >= 0 && matches[active]) {
      e.preventDefault(); // picks; does not submit the form
      choose(matches[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  const expanded = hydrated && open && matches.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <fieldset className="customer-picker" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend>Cliente</legend>
      <label htmlFor={inputId}>Buscar cliente</label>
      <div className="picker-row">
        <input
          id={inputId}
          name="customerSearch"
          type="text"
          autoComplete="off"
          placeholder="Digite parte do nome"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listId,
                "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
                onKeyDown,
                onBlur: () => setTimeout(() => setOpen(false), 150),
              }
            : {})}
        />
        {!hydrated && (
          <button type="submit" name="buscarCliente" value="1" formNoValidate className="secondary">
            Buscar
          </button>
        )}
      </div>
      {hydrated && (
        <ul role="listbox" id={listId} aria-label="Clientes encontrados" className="picker-list" hidden={!expanded}>
          {matches.map((m, i) => (
            <li
              key={m.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault(); // keep the focus in the field
                choose(m);
              }}
            >
              {m.name}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {props.search?.tooShort && <p className="notice">Digite ao menos {MIN_CHARS} letras do nome.</p>}
      {props.search && !props.search.tooShort && props.search.matches.length === 0 && (
        <p className="notice">Nenhum cliente encontrado para &quot;{props.search.q}&quot;.</p>
      )}
      {options.length > 0 && (
        <div className="picker-choices">
          {options.map((c) => (
            <label key={c.id} className="inline">
              <input type="radio" name={field.name} value={c.id} checked={selected === c.id} onChange={() => setSelected(c.id)} />
              {c.name}
            </label>
          ))}
          <label className="inline">
            <input type="radio" name={field.name} value="" checked={selected === ""} onChange={() => setSelected("")} />
            Nenhum cliente
          </label>
        </div>
      )}
      <FieldError field={field} />
      <p>
        <Link to={props.newCustomerHref}>+ Criar cliente</Link>
      </p>
    </fieldset>
  );
}

function dedupe(list: (PickedCustomer | null)[]): PickedCustomer[] {
  const seen = new Set<string>();
  return list.filter((c): c is PickedCustomer => !!c && !seen.has(c.id) && (seen.add(c.id), true));
}
