export interface Placement {
  mode: 'cores' | 'shared';
  serverCore: number | null;
  generatorCore: number | null;
  postgresCore: number | 'all';
  note: string | null;
}
export declare function parseCpuList(text: string): number[];
export declare function choosePlacement(
  requested: 'cores' | 'shared',
  pgCore: number | 'all' | null,
  allowed: number[],
): Placement;
export declare function describePlacement(placement: Placement, postgres: string[]): string;
export declare function resolvePlacement(
  requested: 'cores' | 'shared',
  pgCore: number | 'all' | null,
): Placement;
export declare function onServerCore(placement: Placement, argv: string[]): string[];
export declare function moveBench(placement: Placement, role: 'generator' | 'server' | 'all'): void;
export declare function placePostgres(
  placement: Placement,
  url: string,
): Promise<{ placed: string; restore: () => void }>;
export declare function localPostmasterOf(url: string): Promise<number | null>;
export declare function childrenOf(parent: number): number[];
