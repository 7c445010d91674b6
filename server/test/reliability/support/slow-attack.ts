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
 * among the `kinds` of request; each slot holds one connection playing its kind, and opens a new
 * one a second after the server has closed it, for `ms`.
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

  const slot = async (localAddress: string, kind: string, request: SlowRequest) => {
    while (Date.now() < until) {
      const client = slowClient({ port, localAddress, ...request });
      connections.push({ kind, client });
      await Promise.race([client.gone, sleep(until - Date.now())]);
      client.stop();
      await sleep(1_000);
    }
  };
  const perKind = Math.ceil(slotsPerAddress / Object.keys(kinds).length);
  const slots = addresses.flatMap((address) =>
    Object.entries(kinds).flatMap(([kind, request]) =>
      Array.from({ length: perKind }, () => slot(address, kind, request)),
    ),
  );
  return { connections, over: Promise.all(slots).then(() => undefined) };
}
