// PreferencesSet as readers see it. Events without `shape: 2` were saved before two meanings changed:
// - losses: an empty field was stored as 0 (the default) and read as "not set"; now "not set" is
//   null and 0 means no losses. Their 0 becomes null.
// - availabilityTaxDiscount: it had no effect (sizing always subtracted the minimum billed kWh); now
//   it decides that, true by default. Their value (false unless ticked, and meaning nothing) becomes
//   true, so every company keeps the sizing it had.
// Events before `shape: 3` stored usePreSalesKanban when it had no effect (the pre-sales board was
// always there): it reads as on, so no company loses its board (ADR 015).
// Keys added later (tma) are left to the readers' defaults (they lay the group over DEFAULT_PREFERENCES).
import type { Preferences } from "../settings/defaults";

export const PREFERENCES_SHAPE = 3;
export type PreferencesShape = 2 | typeof PREFERENCES_SHAPE;

export function preferencesOf(data: { preferences: Preferences; shape?: PreferencesShape }): Preferences {
  if (data.shape === PREFERENCES_SHAPE) return data.preferences;
  const p = data.preferences;
  if (data.shape === 2) return { ...p, usePreSalesKanban: true };
  return { ...p, losses: p.losses === 0 ? null : p.losses, availabilityTaxDiscount: true, usePreSalesKanban: true };
}
