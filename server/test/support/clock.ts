import { addDays, dayOf } from '@words/contract/day';
import type { Clock } from '../../src/clock';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private instant: Date;

  constructor(iso: string) {
    this.instant = new Date(iso);
  }

  now(): Date {
    return new Date(this.instant);
  }

  set(iso: string): void {
    this.instant = new Date(iso);
  }

  /** Moves to the same time of day, `days` days later. */
  advanceDays(days: number): void {
    const time = this.instant.toISOString().slice(10);
    this.instant = new Date(addDays(dayOf(this.instant), days) + time);
  }

  today(): string {
    return dayOf(this.instant);
  }
}
