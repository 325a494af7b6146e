// The twelve months as the irradiation table shows them, names them in messages and posts them
// (the typing form's field names), and the highest monthly mean it accepts.
export const MONTHS_PT = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"] as const;
export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;
/** The typing form's field names, January first. */
export const MONTH_FIELDS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"] as const;
export type MonthField = (typeof MONTH_FIELDS)[number];

/** Wh/m²/day: the highest monthly mean anywhere is far below this. */
export const MAX_WH = 12_000;
