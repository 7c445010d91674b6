/** The section of CHANGELOG.md for `version`, without its heading; null when there is none. */
export declare function changelogSection(changelog: string, version: string): string | null;
/** Why a release of `version` cannot be built into `folder`, or null when it can. */
export declare function releaseRefusal(release: {
  version: unknown;
  changelog: string;
  folder: string;
}): string | null;
