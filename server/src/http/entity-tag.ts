import { createHash } from 'node:crypto';

/** A strong ETag for `body` (RFC 9110, 8.8.3): the same text, the same tag. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (one of a list, weakly, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
