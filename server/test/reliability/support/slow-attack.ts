import { slowClient, type SlowClient, type SlowClientOptions } from './slow-client';

/** What one attacking connection sends, and how slowly. */
export type SlowRequest = Omit<SlowClientOptions, 'port' | 'localAddress'>;

export interface SlowAttack {
  /** Every connection the attack opened, with the name of the request it played. */
  readonly connections: { kind: string; client: SlowClient }[];
  /** Resolves when the attack is over: every slot has stopped and its connection is dropped. */
  readonly over: Promise<void>;
}

/**
 * A slow-connection attack on loopback: from each address, `slotsPerAddress` slots shared evenly
 * among the `kinds` of request, all started within the first 2 s; each slot holds one connection
 * playing its kind, and opens a new one 1 to 2 s after the server has closed it, for `ms`.
 */
export function slowAttack(options: {
  port: number;
  addresses: string[];
  slotsPerAddress: number;
  kinds: Record<string, SlowRequest>;
  ms: number;
}): SlowAttack {
  const { port, addresses, slotsPerAddress, kinds, ms } = options;
  const until = Date.now() + ms;
  const connections: SlowAttack['connections'] = [];
  const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

  const slot = async (localAddress: string, kind: string, request: SlowRequest, delay: number) => {
    await sleep(delay);
    while (Date.now() < until) {
      const client = slowClient({ port, localAddress, ...request });
      connections.push({ kind, client });
      await Promise.race([client.gone, sleep(until - Date.now())]);
      client.stop();
      // Not all at once: a wave of reconnections would measure this process more than the server.
      await sleep(1_000 + Math.random() * 1_000);
    }
  };
  const perKind = Math.ceil(slotsPerAddress / Object.keys(kinds).length);
  const starts = addresses.flatMap((address) =>
    Object.entries(kinds).flatMap(([kind, request]) =>
      Array.from({ length: perKind }, () => ({ address, kind, request })),
    ),
  );
  // The slots start one after another over the first 2 s, so that opening them all does not stall
  // this process (and with it the timing of everything else the test does).
  const slots = starts.map(({ address, kind, request }, i) =>
    slot(address, kind, request, (i * 2_000) / starts.length),
  );
  return { connections, over: Promise.all(slots).then(() => undefined) };
}
