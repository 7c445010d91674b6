import { randomInt } from 'node:crypto';

/**
 * An answer's pick key orders it among equally urgent answers of the judging queue
 * (judging-queue.ts, QUEUE_ORDER): keys lie in [0, PICK_KEYS), an integer column on both databases.
 */
export const PICK_KEYS = 2 ** 31 - 1;

/** A pick key at random: an answer's own when it is filed, or a place to start among its equals. */
export const drawPickKey = (): number => randomInt(PICK_KEYS);
