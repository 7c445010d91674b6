import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

/** Runs the plugin as Vite does at the end of a build of `root`/dist. */
function runAfterBuild(root: string): void {
  const plugin = precompress();
  const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  (plugin.closeBundle as () => void)();
}

describe('the build, compressed ahead of time', () => {
  it('writes Brotli and gzip copies of the text files that are worth it, and only those', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'words-build-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const script = `export const palabras = ${JSON.stringify('palabra '.repeat(500))};`;
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>WORDS</title>');
    writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096, 7));

    runAfterBuild(root);

    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
    ]);
    const file = path.join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    // Too small to gain anything, or not text: left alone.
    expect(readdirSync(dist).sort()).toEqual(['assets', 'index.html', 'logo.png']);
  });
});
