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
 * among the `kinds` of request, started one after another over the first `rampMs`; each slot
 * holds one connection playing its kind, and opens a new one 1 to 2 s after the server has closed
 * it, until `ended` resolves.
 */
export function slowAttack(options: {
  port: number;
  addresses: string[];
  slotsPerAddress: number;
  kinds: Record<string, SlowRequest>;
  rampMs: number;
  ended: Promise<unknown>;
}): SlowAttack {
  const { port, addresses, slotsPerAddress, kinds, rampMs, ended } = options;
  let stopped = false;
  void ended.then(() => (stopped = true));
  const connections: SlowAttack['connections'] = [];
  const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

  const slot = async (localAddress: string, kind: string, request: SlowRequest, delay: number) => {
    await Promise.race([sleep(delay), ended]);
    while (!stopped) {
      const client = slowClient({ port, localAddress, ...request });
      connections.push({ kind, client });
      await Promise.race([client.gone, ended]);
      client.stop();
      // Not all at once: a wave of reconnections would measure this process more than the server.
      await Promise.race([sleep(1_000 + Math.random() * 1_000), ended]);
    }
  };
  const perKind = Math.ceil(slotsPerAddress / Object.keys(kinds).length);
  const starts = addresses.flatMap((address) =>
    Object.entries(kinds).flatMap(([kind, request]) =>
      Array.from({ length: perKind }, () => ({ address, kind, request })),
    ),
  );
  const slots = starts.map(({ address, kind, request }, i) =>
    slot(address, kind, request, (i * rampMs) / starts.length),
  );
  return { connections, over: Promise.all(slots).then(() => undefined) };
}
