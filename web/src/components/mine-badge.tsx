import { strings } from '@/lib/strings';

/** Marks the signed-in player's own answer, in words and not by colour alone. */
export function MineBadge() {
  return (
    <>
      <span className="badge badge--mine">{strings.rankings.mine}</span>
      <span className="visually-hidden">, {strings.rankings.mineLabel}</span>
    </>
  );
}
