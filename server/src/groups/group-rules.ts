import type { ErrorCode } from '@words/contract/errors';
import { checkGroupName, type Checked } from '@words/contract/rules';
import { refusalOfName } from '../players/name-check';

/**
 * A peña's name as it is stored: the contract's check (3 to 40 characters, letters, digits and
 * simple signs), then the one check every public name passes (insults, reserved names and their
 * look-alikes), for the players' own names and the operators' renames alike.
 */
export function checkedGroupName(raw: string): Checked<string> {
  const checked = checkGroupName(raw);
  if (!checked.ok) return checked;
  const refusal = refusalOfName(checked.value);
  if (refusal === 'offensive') return { ok: false, error: 'OFFENSIVE_GROUP_NAME' };
  if (refusal === 'reserved') return { ok: false, error: 'RESERVED_GROUP_NAME' };
  return checked;
}

/** A member as the ownership rule sees them. */
export interface Seated {
  seat: number;
  banned: boolean;
}

/**
 * Who owns the peña: its longest-standing member (the lowest seat; the creator holds seat 1). A
 * banned member hands it to the next one for as long as the ban lasts, so a peña is never left
 * without anyone to run it. Derived, never stored: a member who leaves or deletes their account
 * hands it on by going (decision 0047).
 */
export function ownerOf<M extends Seated>(members: readonly M[]): M | undefined {
  let owner: M | undefined;
  for (const member of members) {
    if (!owner || ranksBefore(member, owner)) owner = member;
  }
  return owner;
}

const ranksBefore = (a: Seated, b: Seated) => (a.banned !== b.banned ? !a.banned : a.seat < b.seat);

/** Why a player may not join a peña (or make one), or null when they may. */
export function refusalToJoin(
  counts: { playersGroups: number; groupMembers: number },
  limits: { maxMembers: number; maxPerPlayer: number },
): ErrorCode | null {
  if (counts.playersGroups >= limits.maxPerPlayer) return 'TOO_MANY_GROUPS';
  if (counts.groupMembers >= limits.maxMembers) return 'GROUP_FULL';
  return null;
}
