// The top of the item page on a phone (issue 18): where the item stands among its board's columns,
// and the customer's call and WhatsApp buttons.

/** The board's columns in order, the item's own marked as the current step (its status when finished). */
export function StageBar({
  columns,
  current,
  status,
  inProgress,
}: {
  columns: readonly { id: string; title: string }[];
  current: string;
  status: string;
  inProgress: boolean;
}) {
  const at = columns.findIndex((c) => c.id === current);
  return (
    <nav className="stage-bar" aria-label="Etapa">
      <ol>
        {columns.map((c, i) => (
          <li key={c.id} className={i < at ? "done" : i === at ? "here" : undefined} aria-current={i === at && inProgress ? "step" : undefined}>
            {c.title}
          </li>
        ))}
        {!inProgress && (
          <li className="here" aria-current="step">
            {status}
          </li>
        )}
      </ol>
    </nav>
  );
}

/** "Ligar" (tel:) and "WhatsApp" (wa.me) when the customer has a phone; nothing otherwise. */
export function ContactButtons({ tel, whatsapp, customerName }: { tel: string | null; whatsapp: string | null; customerName: string | null }) {
  if (!tel && !whatsapp) return null;
  const who = customerName ? ` ${customerName}` : "";
  return (
    <p className="contact-buttons">
      {tel && (
        <a className="button secondary" href={tel} aria-label={`Ligar para${who}`}>
          Ligar
        </a>
      )}
      {whatsapp && (
        <a className="button secondary" href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp de${who}`}>
          WhatsApp
        </a>
      )}
    </p>
  );
}
