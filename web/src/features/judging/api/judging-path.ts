/**
 * Where /rate's calls go: the public judging, or one peña's own ('Puntuar en la peña', decision
 * 0061), whose calls take and answer the same.
 */
export const judgingPath = (groupId?: string) =>
  groupId === undefined ? '/api/vote' : `/api/groups/${encodeURIComponent(groupId)}/vote`;
