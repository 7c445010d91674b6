import { readFileSync } from 'node:fs';

/** How many connections the machine's listen queues have dropped so far (Linux: TcpExt). */
export function listenOverflows(): number {
  const [names = '', values = ''] = readFileSync('/proc/net/netstat', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('TcpExt:'));
  return Number(values.split(' ')[names.split(' ').indexOf('ListenOverflows')]);
}
