// PreferencesSet as readers see it. Before `lossesNullable`, an empty losses field was stored as 0
// (the default) and read as "not set": such a 0 becomes null, so that a 0 saved since means 0.
// Keys added later (tma) are left to the readers' defaults (they lay the group over DEFAULT_PREFERENCES).
import type { Preferences } from "../settings/defaults";

export function preferencesOf(data: { preferences: Preferences; lossesNullable?: true }): Preferences {
  if (data.lossesNullable || data.preferences.losses !== 0) return data.preferences;
  return { ...data.preferences, losses: null };
}
