// What the runner keeps per projection, and the one-at-a-time rule for touching it.
import type { Position } from "../../eventstore/types";
import type { Projection } from "../types";
import { Signal } from "./signal";

export interface Slot {
  projection: Projection;
  /** This runner holds the lock and has prepared the checkpoint (version check done). */
  owned: boolean;
  /** The stored version is newer than ours (a newer deployment rebuilt it): never run it. */
  superseded: boolean;
  /**
   * How far the read model is up to date, known only while owned: the stored checkpoint, or past it
   * by batches it had nothing to handle in (moved in memory; see `stored`).
   */
  checkpoint: Position | null;
  /** The checkpoint as stored (the CAS's expected value); behind `checkpoint` only by skipped batches. */
  stored: Position | null;
  /** When `checkpoint` first got ahead of `stored` (epoch ms); null when they are equal. */
  unstoredSince: number | null;
  /** Serialises the loop and catchUp() on this projection. */
  busy: Promise<unknown>;
  wake: Signal;
  failures: number;
  /** Next lock attempt (when not owned) or lock-connection check (when owned), epoch ms. */
  nextCheckAt: number;
}

export function newSlot(projection: Projection): Slot {
  return {
    projection,
    owned: false,
    superseded: false,
    checkpoint: null,
    stored: null,
    unstoredSince: null,
    busy: Promise.resolve(),
    wake: new Signal(),
    failures: 0,
    nextCheckAt: 0,
  };
}

/** Runs f after whatever runs on this slot (the loop's rounds, catchUp(), stop()): one at a time. */
export function exclusive<T>(slot: Slot, f: () => Promise<T>): Promise<T> {
  const next = slot.busy.then(f);
  slot.busy = next.catch(() => {});
  return next;
}
