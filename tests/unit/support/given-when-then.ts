// given(events).when(command, ctx).then(expectedEvents) / .thenThrows(message) for deciders.
import { expect, it } from "vitest";
import { DomainError, fold, type DecideContext, type Decider, type DomainEvent } from "../../../domain/shared";

export const defaultCtx: DecideContext = {
  now: "2026-11-22T17:03:00.000Z",
  today: "2026-11-22",
  actorId: "user-manager",
  companyId: "company-1",
};

export interface ThrowsExpectation {
  field?: string;
  code?: DomainError["code"];
}

export interface Scenario<S, E> {
  /** Exactly these events are produced. */
  then(expected: E[]): void;
  /** The decider throws a DomainError with this message (and, when given, field and code). */
  thenThrows(message: string, expectation?: ThrowsExpectation): void;
  /** Folding the given and produced events gives a state matching `partial`. */
  thenState(partial: Partial<S>): void;
}

export function specFor<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return function given(events: E[] = []) {
    return {
      when(command: C, ctx: Partial<DecideContext> = {}): Scenario<S, E> {
        const context = { ...defaultCtx, ...ctx };
        const state = () => fold(decider.evolve, decider.initialState(), events);
        return {
          then(expected) {
            expect(decider.decide(command, state(), context)).toEqual(expected);
          },
          thenThrows(message, expectation = {}) {
            let thrown: unknown;
            try {
              decider.decide(command, state(), context);
            } catch (e) {
              thrown = e;
            }
            expect(thrown, `expected DomainError "${message}"`).toBeInstanceOf(DomainError);
            const err = thrown as DomainError;
            expect(err.message).toBe(message);
            if ("field" in expectation) expect(err.field).toBe(expectation.field);
            if ("code" in expectation) expect(err.code).toBe(expectation.code);
          },
          thenState(partial) {
            const produced = decider.decide(command, state(), context);
            const after = fold(decider.evolve, state(), produced);
            expect(after).toMatchObject(partial as object);
          },
        };
      },
    };
  };
}

/** A row of `itRejectsEach`: what to change on the valid command, the expected message and field. */
export type Rejection<C> = readonly [patch: Partial<C>, message: string, field: string];

/**
 * One test per row: after `events`, the valid `command` with the row's patch applied
 * throws a DomainError with the row's message on the row's field.
 */
export function itRejectsEach<C, E>(
  title: string,
  given: (events: E[]) => { when(command: C): Pick<Scenario<unknown, E>, "thenThrows"> },
  events: E[],
  command: C,
  rows: readonly Rejection<C>[],
) {
  it.each(rows)(`${title}: %o`, (patch, message, field) => {
    given(events)
      .when({ ...command, ...patch })
      .thenThrows(message, { field });
  });
}
