// The version a release is built as, and the folder it goes to (issue 61): package.json's version,
// which must be SemVer and have its section in CHANGELOG.md (what it changes, what upgrading to it
// asks), and a folder no earlier build of that version holds.
import { existsSync, readdirSync } from 'node:fs';

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The section of CHANGELOG.md for `version`: from its `## [version]` heading to the next one. */
export function changelogSection(changelog, version) {
  const heading = `## [${version}]`;
  const start = changelog.split('\n').findIndex((line) => line.startsWith(heading));
  if (start === -1) return null;
  const lines = changelog.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return (end === -1 ? lines : lines.slice(0, end)).join('\n').trim();
}

/**
 * Why a release of `version` cannot be built into `folder`, or null when it can: a version that is
 * not SemVer, one CHANGELOG.md says nothing of (or gives no upgrade notes for), or a folder that
 * already holds a release.
 */
export function releaseRefusal({ version, changelog, folder }) {
  if (typeof version !== 'string' || !SEMVER.test(version)) {
    return `package.json's version (${version}) is not a SemVer version such as 1.4.0.`;
  }
  const section = changelogSection(changelog, version);
  if (section === null) {
    return `CHANGELOG.md has no section for ${version}: add "## [${version}] - <date>" with what it changes and how to upgrade.`;
  }
  if (!/^### Upgrading$/m.test(section)) {
    return `CHANGELOG.md's section for ${version} has no "### Upgrading" notes (what migrates, what a rollback needs).`;
  }
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    return `${folder} already holds a release of ${version}: releases are never overwritten. Move the version on (npm version patch|minor|major --no-git-tag-version) and say what it changes in CHANGELOG.md, or remove the folder.`;
  }
  return null;
}
