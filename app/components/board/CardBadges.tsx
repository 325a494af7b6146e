// The card's facts under its name (issue 18): value and power, temperature, next activity and
// the idle badge. Each badge carries its meaning as text ("Quente", "Atrasada", "20 d") besides
// its tint, and a full sentence as its title and accessible name.
import { formatBRL } from "../../../domain/shared";
import { Icon } from "../Icon";
import { formatKwp, idleBadge, nextActivity, temperatureLabel } from "./card-format";
import type { CardActivity } from "../../../projections/read-models/board-cards.queries";

export function CardFigures({ amount, power }: { amount: string; power: string | null }) {
  const kwp = formatKwp(power);
  return (
    <div className="card-figures">
      <span className="amount">{formatBRL(amount)}</span>
      {kwp && (
        <span className="kwp" title="Potência">
          <Icon name="zap" size={14} /> {kwp}
        </span>
      )}
    </div>
  );
}

export function CardBadges(props: {
  leadTemperature: number;
  activity: CardActivity;
  today: string;
  idleSince: string;
  nowMs: number;
  inactivityWindow: number;
}) {
  const temp = temperatureLabel(props.leadTemperature);
  const next = nextActivity(props.activity.upcoming, props.activity.overdue, props.today);
  const idle = idleBadge(props.idleSince, props.nowMs, props.inactivityWindow);
  return (
    <ul className="card-badges" aria-label="Situação">
      {temp && (
        <li className={`badge temp temp-${props.leadTemperature}`} title={`Temperatura: ${temp}`}>
          <Icon name="thermometer" size={13} />
          <span className="visually-hidden">Temperatura: </span>
          {temp}
        </li>
      )}
      <li className={`badge activity activity-${next.tone}`} title={next.title}>
        <Icon name="calendar" size={13} />
        <span className="visually-hidden">{next.title}</span>
        <span aria-hidden="true">{next.label}</span>
      </li>
      <li className={`badge idle idle-${idle.tone}`} title={idle.title}>
        <Icon name="clock" size={13} />
        <span className="visually-hidden">{idle.title}</span>
        <span aria-hidden="true">{idle.text}</span>
      </li>
    </ul>
  );
}
