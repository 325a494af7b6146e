// The hub's timeline for the signed-in user: the scope is the one every other page uses (the boards
// the user may open with their visible owners, the proposal scope, files on ENTERPRISE), and each
// entry comes with its link and its words, ready for the page.
import { BOARD_TYPES, type BoardType } from "../../domain/shared";
import { formatNumber5 } from "../../domain/shared/format";
import { customerTimeline, type TimelineEntry, type TimelineScope } from "../../projections/read-models/customer-timeline.queries";
import { boardAccess, isEnterprise, visibleOwnerIds } from "./access.server";
import type { SessionUser } from "./auth.server";
import { planAllows } from "./board-page.server";
import { BOARD_TYPE_INFO, itemPath, statusText } from "./board-types";
import { visibleProposalScope } from "./proposal-access.server";
import { wizardEntryPath } from "./proposal-wizard-path";
import { services } from "./services.server";

/** Timeline entries per "Carregar mais". */
export const TIMELINE_PAGE_SIZE = 20;

export async function timelineScope(user: SessionUser): Promise<TimelineScope> {
  const boards: [string, string[] | null][] = [];
  for (const t of BOARD_TYPES) {
    if (!planAllows(user, t) || boardAccess(user, t) !== "ok") continue;
    boards.push([t, await visibleOwnerIds(user, t)]);
  }
  return { boards, readerId: user.id, proposals: await visibleProposalScope(user), files: isEnterprise(user) };
}

export interface TimelineView {
  key: string;
  kind: TimelineEntry["kind"];
  /** "Venda", "Proposta", "Nota", "Agenda", "Arquivo". */
  label: string;
  at: string;
  /** The entry's date as the timeline orders it: an instant, or (agenda) the scheduled day. */
  date: string;
  title: string;
  href: string | null;
  /** One line under the title (board and stage, note text, times...). */
  detail: string;
  /** The agenda item is before today. */
  late?: boolean;
}

const KIND_LABEL: Record<TimelineEntry["kind"], string> = {
  deal: "Negócio",
  proposal: "Proposta",
  note: "Nota",
  agenda: "Agenda",
  file: "Arquivo",
};

function boardTitle(t: string): string {
  return BOARD_TYPE_INFO[t as BoardType]?.title ?? t;
}

export function timelineView(e: TimelineEntry, customerId: string, today: string): TimelineView {
  const base = { key: `${e.kind}-${e.id}`, kind: e.kind, label: KIND_LABEL[e.kind], at: e.at, date: e.at };
  switch (e.kind) {
    case "deal":
      return {
        ...base,
        label: BOARD_TYPE_INFO[e.boardType as BoardType]?.itemLabel ?? base.label,
        title: `${formatNumber5(e.number)} ${e.name}`,
        href: itemPath(e.boardType as BoardType, e.id),
        detail: `${boardTitle(e.boardType)} · ${e.status === "IN_PROGRESS" ? (e.columnTitle ?? "—") : statusText(e.boardType as BoardType, e.status)}`,
      };
    case "proposal":
      return {
        ...base,
        title: `Proposta ${formatNumber5(e.count)}`,
        href: e.finished ? `/proposta/final/${e.id}` : wizardEntryPath({ id: e.id, hasKit: e.hasKit, powerKwp: e.powerKwp, finished: e.finished }),
        detail: `${e.finished ? "Finalizada" : "Em elaboração"}${e.powerKwp !== null ? ` · ${String(e.powerKwp).replace(".", ",")} kWp` : ""}`,
      };
    case "note":
      return {
        ...base,
        title: e.text,
        href: itemPath(e.boardType as BoardType, e.itemId),
        detail: [e.noteType, e.itemName, e.authorName ? `por ${e.authorName}` : null].filter(Boolean).join(" · "),
      };
    case "agenda": {
      const time = e.timeStart ? (e.timeEnd && e.timeEnd !== e.timeStart ? `${e.timeStart}–${e.timeEnd}` : e.timeStart) : null;
      return {
        ...base,
        date: e.date,
        title: e.text,
        href: itemPath(e.boardType as BoardType, e.itemId),
        detail: [time, e.noteType ?? "Sem Tipo", e.itemName].filter(Boolean).join(" · "),
        late: e.date < today,
      };
    }
    case "file":
      return { ...base, title: e.name, href: `/arquivos/${customerId}/arquivo/${e.id}`, detail: "Arquivos do cliente" };
  }
}

/** The first `pages` pages of the customer's timeline, as the page shows it. */
export async function loadTimeline(user: SessionUser, customerId: string, pages: number, today: string) {
  const { database } = await services();
  const scope = await timelineScope(user);
  const { entries, hasMore } = await customerTimeline(database.db, user.companyId, customerId, scope, pages * TIMELINE_PAGE_SIZE);
  return { entries: entries.map((e) => timelineView(e, customerId, today)), hasMore };
}
