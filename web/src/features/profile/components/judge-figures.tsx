import type { JudgeFigures as Figures } from '@words/contract/api/user';
import { limits } from '@words/contract/limits';
import { strings } from '@/lib/strings';
import { FigureList } from './figure-list';

const texts = strings.profile.judgeFigures;

/**
 * The judge's figures: votes cast, this period's, how far they are from the other judges, and
 * whether their votes count yet.
 */
export function JudgeFigures({ figures }: { figures: Figures }) {
  const rows = [
    [texts.votes, String(figures.votes)],
    [texts.votesThisPeriod, String(figures.votesThisPeriod)],
    [
      texts.agreement,
      figures.agreement === null
        ? texts.pending(limits.judgeAgreementMinVotes)
        : texts.points(figures.agreement.toFixed(limits.scoreDecimals)),
    ],
    [texts.counts, figures.counts ? texts.countsYes : texts.countsNotYet(figures.notCountedYet)],
  ] as const;
  return <FigureList id="judge-figures-title" title={texts.title} rows={rows} />;
}
