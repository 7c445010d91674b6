import type { BuildOptions } from 'esbuild';

export declare const serverDir: string;
export declare const bundleSettings: BuildOptions;
export declare const externalPackages: Record<string, string>;
export declare function bundleServerCopy(label: string): Promise<{ file: string; remove(): void }>;
