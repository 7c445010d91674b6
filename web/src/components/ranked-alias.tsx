import { fitLetters } from '@/lib/fit-letters';
import { MineBadge } from './mine-badge';

/** Who wrote an answer in a ranking's card, shrunk to fit, with 'Tú' on the player's own. */
export function RankedAlias({ alias, mine }: { alias: string; mine: boolean }) {
  return (
    <p className="word-answer__alias" style={fitLetters(alias)}>
      {alias}
      {mine && (
        <>
          {' '}
          <MineBadge />
        </>
      )}
    </p>
  );
}
