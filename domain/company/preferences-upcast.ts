// PreferencesSet as readers see it. Events without `shape: 2` were saved before two meanings changed:
// - losses: an empty field was stored as 0 (the default) and read as "not set"; now "not set" is
//   null and 0 means no losses. Their 0 becomes null.
// - availabilityTaxDiscount: it had no effect (sizing always subtracted the minimum billed kWh); now
//   it decides that, true by default. Their value (false unless ticked, and meaning nothing) becomes
//   true, so every company keeps the sizing it had.
// Keys added later (tma) are left to the readers' defaults (they lay the group over DEFAULT_PREFERENCES).
import type { Preferences } from "../settings/defaults";

export const PREFERENCES_SHAPE = 2;

export function preferencesOf(data: { preferences: Preferences; shape?: typeof PREFERENCES_SHAPE }): Preferences {
  if (data.shape === PREFERENCES_SHAPE) return data.preferences;
  const p = data.preferences;
  return { ...p, losses: p.losses === 0 ? null : p.losses, availabilityTaxDiscount: true };
}
