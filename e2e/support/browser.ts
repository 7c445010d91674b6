import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const screenshotsDir = path.resolve(import.meta.dirname, '../artifacts/screenshots');

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

/**
 * The suite's Chromium (global-setup.ts launches it once for every journey file). Each journey's
 * contexts are its own, each with empty storage, and closing the browser closes them.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface WatchedPage {
  page: Page;
  /** Requests the page made to any host but this machine. */
  outsideRequests: string[];
  /** Uncaught errors in the page. */
  pageErrors: string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A new tab that records what a person would not want: calls to outside hosts, crashes. */
export async function openPage(context: BrowserContext, url = '/'): Promise<WatchedPage> {
  const page = await context.newPage();
  const watched: WatchedPage = { page, outsideRequests: [], pageErrors: [] };
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (protocol.startsWith('http') && !LOCAL_HOSTS.has(hostname)) {
      watched.outsideRequests.push(request.url());
    }
  });
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  await page.goto(new URL(url, baseUrl).toString());
  return watched;
}

/**
 * A full-page picture of the screen for people to look at, in e2e/artifacts/screenshots. Not in
 * CI, whose clone is thrown away with them: some 36 pictures cost the run about 20 s of CPU.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI) return;
  mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/** The path the page shows, once it settles on `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === expected, { timeout: 15_000 });
  return new URL(page.url()).pathname;
}
