// Whether a DETAILED component applies to a proposal, and which of its rules gives the value.
// Plain loops over the compiled settings: nothing is allocated per proposal.
import type { CompiledComponent, CompiledConditional, CompiledRestriction } from "./compile-components";
import { rangeQuantity } from "./proposal-check";
import type { PricingProposal } from "./types";

function actualValue(type: CompiledConditional["type"], p: PricingProposal): string | null {
  switch (type) {
    case "VOLTAGE":
      return p.kitVoltage;
    case "FIXATION":
      return p.kitFixation;
    case "INVERTER_TYPE":
      return p.inverterType;
    case "VENDOR":
      return p.vendor;
    case "PRE_VENDOR":
      return p.preVendor;
  }
}

/** EQUAL holds when the proposal's value is the condition's; DIFFERENT when it is not (a missing vendor is different from any). */
export function conditionHolds(c: CompiledConditional, p: PricingProposal): boolean {
  return (actualValue(c.type, p) === c.value) === c.equal;
}

function locationAllowed(r: CompiledRestriction, p: PricingProposal): boolean {
  if (!r.locations.length) return true;
  for (const l of r.locations) {
    if (l.uf === p.location.uf && (l.city === null || l.city === p.location.city)) return true;
  }
  return false;
}

/** A restriction allows a proposal when each of its non-empty lists (locations, vendors, service) contains the proposal's. */
export function restrictionAllows(r: CompiledRestriction, p: PricingProposal): boolean {
  if (!locationAllowed(r, p)) return false;
  if (r.vendors.length && (p.vendor === null || !r.vendors.includes(p.vendor))) return false;
  return r.service === null || r.service === p.service;
}

/** The component's vendor, service, restriction and every condition must all let the proposal in. */
export function componentApplies(c: CompiledComponent, p: PricingProposal): boolean {
  if (c.vendor !== null && c.vendor !== p.vendor) return false;
  if (c.service !== null && c.service !== p.service) return false;
  if (c.restriction !== null && !restrictionAllows(c.restriction, p)) return false;
  for (const cond of c.conditionals) if (!conditionHolds(cond, p)) return false;
  return true;
}

/**
 * The rule in force: the first, by threshold, whose threshold is at least the proposal's quantity in
 * the component's range (the power bands' rule, part 3 §4); −1 when the quantity is past every threshold.
 */
export function pickRule(c: CompiledComponent, p: PricingProposal): number {
  const q = rangeQuantity(p, c.range);
  for (let i = 0; i < c.thresholds.length; i++) if (c.thresholds[i] >= q) return i;
  return -1;
}
