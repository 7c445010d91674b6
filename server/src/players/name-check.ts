import { isOffensiveName } from './offensive-name';
import { isReservedName } from './reserved-name';

export type NameRefusal = 'offensive' | 'reserved';

/**
 * Why a public name (an alias, a peña's name) is refused, or null when it may be shown: the
 * one check every public name passes (PRODUCT.md, "A clean public space"; decision 0042).
 */
export function refusalOfName(name: string): NameRefusal | null {
  if (isOffensiveName(name)) return 'offensive';
  if (isReservedName(name)) return 'reserved';
  return null;
}

/** The error an alias refused by refusalOfName answers, at registration and an operator's rename. */
export function aliasRefusal(alias: string): 'OFFENSIVE_ALIAS' | 'RESERVED_ALIAS' | null {
  const refusal = refusalOfName(alias);
  if (refusal === 'offensive') return 'OFFENSIVE_ALIAS';
  if (refusal === 'reserved') return 'RESERVED_ALIAS';
  return null;
}
