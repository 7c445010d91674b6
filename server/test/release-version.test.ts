import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changelogSection, releaseRefusal } from '../../scripts/lib/release-version.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};

// Issue 61, point 1: every release was 0.1.0, its folders collided and nothing said what changed.
describe('the version a release is built as', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'words-versions-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const twoReleases = [
    '## [0.3.0] - 2026-12-20',
    '### Changed',
    '- Something.',
    '### Upgrading',
    '- **Migrates**: the duels table.',
    '## [0.2.0] - 2026-12-07',
    '### Upgrading',
    '- **Migrates**: nothing.',
  ].join('\n');

  it("is package.json's, with its section and upgrade notes in CHANGELOG.md", () => {
    const notes = changelogSection(changelog, version);
    expect(notes).toMatch(/^### Upgrading$/m);
    expect(notes).toMatch(/\*\*Migrates\*\*/);
    expect(notes).toMatch(/\*\*Rollback\*\*/);
  });

  it('gives two releases in a row two folders, and never builds over one', () => {
    const first = path.join(folder, 'words-0.2.0');
    const second = path.join(folder, 'words-0.3.0');
    expect(releaseRefusal({ version: '0.2.0', changelog: twoReleases, folder: first })).toBeNull();
    mkdirSync(first);
    writeFileSync(path.join(first, 'package.json'), '{}');
    expect(releaseRefusal({ version: '0.2.0', changelog: twoReleases, folder: first })).toMatch(
      /already holds a release of 0\.2\.0: releases are never overwritten/,
    );
    expect(releaseRefusal({ version: '0.3.0', changelog: twoReleases, folder: second })).toBeNull();
    expect(changelogSection(twoReleases, '0.3.0')).toContain('the duels table');
    expect(changelogSection(twoReleases, '0.3.0')).not.toContain('nothing');
  });

  it('refuses a version that is not SemVer, or one CHANGELOG.md does not describe', () => {
    const at = path.join(folder, 'elsewhere');
    expect(releaseRefusal({ version: 'next', changelog: twoReleases, folder: at })).toMatch(
      /is not a SemVer version/,
    );
    expect(releaseRefusal({ version: '0.4.0', changelog: twoReleases, folder: at })).toMatch(
      /CHANGELOG\.md has no section for 0\.4\.0/,
    );
    const noNotes = '## [0.4.0] - 2026-12-30\n### Changed\n- Something.';
    expect(releaseRefusal({ version: '0.4.0', changelog: noNotes, folder: at })).toMatch(
      /no "### Upgrading" notes/,
    );
  });
});
