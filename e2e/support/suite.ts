import { describe } from 'vitest';
import { baseUrl } from './browser';

/** The journeys run where the suite could start a browser; otherwise global setup said why. */
export const describeJourney = baseUrl ? describe : describe.skip;
