import { afterAll } from 'vitest';
import { killEveryGame } from './game';

// After the file's own hooks: whatever game a timed-out hook or test could not stop.
afterAll(killEveryGame);
