// The kit form's live total (with JS): the power of the module lines as typed so far, by the same rule
// the server applies on save (kitPowerKwp: Σ Wp × quantity / 1000). A line counts once its power reads
// as a positive number and its quantity as a whole one; the others are still being typed.
import { kitPowerKwp } from "../../../domain/kit/fields";
import { parseTypedNumber } from "../../lib/kit-forms";

export function typedKitPowerKwp(lines: readonly { power: string; quantity: string }[]): number {
  const counted = lines
    .map((l) => ({ power: parseTypedNumber(l.power), quantity: parseTypedNumber(l.quantity) }))
    .filter((l) => l.power > 0 && l.quantity > 0 && Number.isInteger(l.quantity));
  return kitPowerKwp(counted);
}

/** The module lines of the kit form as they stand (`modules[i].power`, `modules[i].quantity`). */
export function moduleLinesOf(form: HTMLFormElement): { power: string; quantity: string }[] {
  const lines: { power: string; quantity: string }[] = [];
  for (let i = 0; ; i++) {
    const power = form.elements.namedItem(`modules[${i}].power`);
    const quantity = form.elements.namedItem(`modules[${i}].quantity`);
    if (!(power instanceof HTMLInputElement) || !(quantity instanceof HTMLInputElement)) return lines;
    lines.push({ power: power.value, quantity: quantity.value });
  }
}
