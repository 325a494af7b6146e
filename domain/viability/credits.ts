// The credit bank of one consumer unit (REN 1.000/1.059, solar-br.md §2): injected energy that no
// consumption used becomes credits in kWh that expire 60 months after the month they were made,
// and the oldest are spent first. At most one lot is made per month, so a lot is an index into a
// preallocated array: nothing is allocated month by month.

/** A lot made in month m is usable up to month m + 59 and is gone in month m + 60. */
export const CREDIT_LIFE_MONTHS = 60;

export class CreditBank {
  private readonly lots: number[];
  /** The oldest lot that may still hold kWh. */
  private head = 0;
  /** kWh in all live lots. */
  balance = 0;

  constructor(months: number) {
    this.lots = new Array<number>(months).fill(0);
  }

  /** Drops the lots that reach their 60th month at `month`; returns the kWh lost. */
  expire(month: number): number {
    let lost = 0;
    while (this.head <= month - CREDIT_LIFE_MONTHS) {
      lost += this.lots[this.head];
      this.lots[this.head] = 0;
      this.head += 1;
    }
    this.balance -= lost;
    return lost;
  }

  /** Spends up to `kwh` from the oldest lots (made before `month`); returns the kWh spent. */
  take(kwh: number, month: number): number {
    let left = kwh;
    while (left > 0 && this.head < month) {
      const lot = this.lots[this.head];
      const used = lot < left ? lot : left;
      this.lots[this.head] = lot - used;
      left -= used;
      if (this.lots[this.head] === 0) this.head += 1;
    }
    const spent = kwh - left;
    this.balance -= spent;
    return spent;
  }

  /** Stores `kwh` made in `month` (after that month's compensation). */
  add(month: number, kwh: number): void {
    if (kwh <= 0) return;
    this.lots[month] += kwh;
    this.balance += kwh;
  }
}
