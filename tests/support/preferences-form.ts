// The "Preferências" form of /configuracoes as a browser posts it: the loader's saved values rendered
// as the page renders them (numbers in pt-BR, checked boxes "on", the standard owners' ids), with
// `changes` typed over them, posted to the settings action (SetPreferences through the real command).
import { expect } from "vitest";
import { settingsLoader } from "../../app/lib/settings-page.server";
import { settingsAction } from "../../app/lib/settings-actions.server";
import { PREFERENCE_FLAGS, PREFERENCE_NUMBERS, PREFERENCE_TEXTS } from "../../app/lib/settings-sections";
import { uuidv7 } from "../../eventstore/ids";
import type { AppSession } from "./app-session";

const PATH = "/configuracoes?secao=preferencias";

/** What the user types: a number or text field's text, a flag's box (true: checked), the standard owners' ids. */
export type PreferenceChanges = Record<string, string | boolean | string[]>;

export async function savePreferences(session: AppSession, changes: PreferenceChanges): Promise<void> {
  const page = await session.load(settingsLoader, PATH);
  expect(page.status).toBe(200);
  const p = (page.data as { settings: { preferences: Record<string, unknown> } }).settings.preferences;
  const fields: Record<string, string | string[]> = { intent: "save-preferencias", commandId: uuidv7() };
  for (const { key } of [...PREFERENCE_NUMBERS, ...PREFERENCE_TEXTS]) fields[key] = String(p[key] ?? "").replace(".", ",");
  for (const { key } of PREFERENCE_FLAGS) if (p[key] === true) fields[key] = "on";
  fields.stdOwners = p.stdOwners as string[];
  for (const [key, v] of Object.entries(changes)) {
    if (v === true) fields[key] = "on";
    else if (v === false) delete fields[key];
    else fields[key] = v;
  }
  const saved = await session.post(settingsAction, PATH, fields);
  expect(saved, JSON.stringify(saved.data)).toMatchObject({ status: 302, location: PATH });
}
