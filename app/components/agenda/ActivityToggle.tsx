// The "concluída" checkbox of an agenda activity: a submit button with the checkbox role inside its
// own small form, so without JS a click posts the form (and the page comes back with the activity
// moved); with JS a fetcher posts it and the box ticks at once (optimistic), the loader then regroups.
import { useFetcher } from "@remix-run/react";
import { Hidden } from "~/components/forms/intent-form";
import { Icon } from "~/components/Icon";
import type { ScheduleItem } from "~/lib/agenda.server";

export function ActivityToggle({
  row,
  csrf,
  commandId,
}: {
  row: Pick<ScheduleItem, "noteId" | "noteText" | "done">;
  csrf: string;
  commandId?: string;
}) {
  const fetcher = useFetcher();
  const sent = fetcher.formData?.get("intent");
  const done = sent ? sent === "concluir" : row.done;
  return (
    <fetcher.Form method="post" className="activity-toggle">
      <Hidden intent={row.done ? "reabrir" : "concluir"} csrf={csrf} commandId={commandId} noteId={row.noteId} />
      <button type="submit" role="checkbox" aria-checked={done} className="check-box" aria-label={`Concluída: ${row.noteText}`}>
        {done ? <Icon name="check" size={16} /> : null}
      </button>
    </fetcher.Form>
  );
}
