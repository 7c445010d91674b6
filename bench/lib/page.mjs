// The page: its production build's first-load JavaScript, gzipped, and Lighthouse (mobile) on /
// and on /play as a signed-in player, in Debian's Chromium, offline.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { log } from './log.mjs';
import { cacheDir, repoRoot, webDir } from './paths.mjs';

/**
 * Builds the page into the bench's cache (web/dist stays as it is) and returns the folder.
 * @returns {string}
 */
export function buildPage() {
  // Under a dist/ folder, which the repository's lint leaves alone.
  const outDir = path.join(cacheDir, 'dist', 'web');
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return outDir;
}

/**
 * What a first visit downloads before the page can run: the entry chunk index.html names, the
 * chunks it preloads, and its stylesheets; sizes raw and gzipped (zlib's default level, as
 * servers and Vite's own report use).
 * @param {string} dist
 */
export function firstLoadSize(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attribute = (/** @type {RegExp} */ pattern) =>
    [...html.matchAll(pattern)].map((m) => m[1]).filter((href) => href.startsWith('/'));
  const entry = attribute(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = attribute(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const styles = attribute(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const measure = (/** @type {string[]} */ files) =>
    files.map((file) => {
      const bytes = readFileSync(path.join(dist, file));
      return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    });
  const js = measure([...entry, ...preloads]);
  const css = measure(styles);
  const sum = (/** @type {{ gzipBytes: number }[]} */ files) =>
    files.reduce((total, f) => total + f.gzipBytes, 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

/**
 * @typedef {object} LighthouseScores
 * @property {number} performance  0–100
 * @property {number} accessibility
 * @property {Record<string, number>} metrics  ms (CLS unitless)
 * @property {string[]} failedAudits  accessibility and performance audits below full marks
 */

/** Lighthouse's own failures (a trace it could not record) are retried this many times. */
const ATTEMPTS = 3;

/**
 * Lighthouse's default (mobile, simulated throttling) on `url`, `runs` times; the run with the
 * median performance score is kept. With `userToken`, the page finds it in localStorage as a
 * signed-in player's, and Lighthouse keeps the storage.
 * @param {string} url
 * @param {{ runs: number, userToken?: string, saveTo?: string }} options  saveTo: the median
 *   run's full Lighthouse report (JSON)
 * @returns {Promise<LighthouseScores & { runs: number[] }>}
 */
export async function lighthouseScores(url, { runs, userToken, saveTo }) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    defaultViewport: null,
  });
  try {
    /** @type {(LighthouseScores & { report: string })[]} */
    const results = [];
    for (let run = 0; run < runs; run++) {
      for (let attempt = 1; ; attempt++) {
        try {
          results.push(await lighthouseRun(browser, url, userToken));
          break;
        } catch (error) {
          if (attempt >= ATTEMPTS || !(error instanceof LighthouseHiccup)) throw error;
          log(`lighthouse ${new URL(url).pathname} run ${run + 1}: ${error.message}; again`);
        }
      }
      log(
        `lighthouse ${new URL(url).pathname} run ${run + 1}: performance ${results.at(-1)?.performance}, accessibility ${results.at(-1)?.accessibility}`,
      );
    }
    const sorted = [...results].sort((a, b) => a.performance - b.performance);
    const { report, ...median } = sorted[Math.floor(sorted.length / 2)];
    if (saveTo) writeFileSync(saveTo, report);
    return { ...median, runs: results.map((r) => r.performance) };
  } finally {
    await browser.close();
  }
}

/** Lighthouse failed to measure (NO_NAVSTART and its kind), not the page. */
class LighthouseHiccup extends Error {}

/**
 * One Lighthouse run in a new tab.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {string | undefined} userToken
 * @returns {Promise<LighthouseScores & { report: string }>}
 */
async function lighthouseRun(browser, url, userToken) {
  const page = await browser.newPage();
  if (userToken) {
    // Same origin first, so the token lands in the page's own localStorage.
    await page.goto(new URL('/api/config', url).toString());
    await page.evaluate((token) => localStorage.setItem('userToken', token), userToken);
  }
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(userToken),
    },
    undefined,
    page,
  );
  await page.close();
  if (!result) throw new LighthouseHiccup(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseHiccup(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${finalPath}: is the player signed in?`);
  }
  const metric = (/** @type {string} */ id) =>
    Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  const failedAudits = ['performance', 'accessibility'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map(
        (ref) =>
          `${category}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`,
      ),
  );
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    failedAudits,
    report: /** @type {string} */ (result.report),
  };
}

/**
 * Lighthouse on / (signed out) and on /play (signed in as the player whose token is given).
 * A page that cannot be measured gets its reason instead of scores.
 * @param {string} serverUrl
 * @param {{ runs: number, playToken: string, saveTo: string }} options  saveTo: a folder for
 *   each page's median Lighthouse report
 * @returns {Promise<Record<string, (LighthouseScores & { runs: number[] }) | { error: string }>>}
 */
export async function lighthouseOfPages(serverUrl, { runs, playToken, saveTo }) {
  /** @type {Record<string, (LighthouseScores & { runs: number[] }) | { error: string }>} */
  const scores = {};
  for (const [page, userToken, name] of [
    ['/', undefined, 'home'],
    ['/play', playToken, 'play'],
  ]) {
    try {
      scores[page] = await lighthouseScores(serverUrl + page, {
        runs,
        userToken,
        saveTo: path.join(saveTo, `lighthouse-${name}.json`),
      });
    } catch (error) {
      log(`Lighthouse ${page} failed: ${error instanceof Error ? error.stack : error}`);
      scores[page] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return scores;
}
