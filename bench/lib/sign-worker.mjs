// A worker thread that signs a batch of ID tokens: RSA signing is the slow part of preparing a
// run, and the machine's other cores are idle meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { signIdToken } from './jwt.mjs';

const { settings, uids } = workerData;
parentPort?.postMessage(uids.map((/** @type {string} */ uid) => signIdToken(settings, uid)));
