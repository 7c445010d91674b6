import type { JudgeFigures as Figures } from '@words/contract/api/user';
import { limits } from '@words/contract/limits';
import { strings } from '@/lib/strings';
import { FigureList, type Figure } from './figure-list';

const texts = strings.profile.judgeFigures;
const points = (value: number) => value.toFixed(limits.scoreDecimals);

/** The distance to the other judges, with what it means. */
function agreement({ agreement }: Figures): Figure {
  return agreement === null
    ? [
        texts.agreement,
        texts.pending(limits.judgeAgreementMinVotes),
        texts.agreementPending(limits.judgeAgreementMinVotes),
      ]
    : [texts.agreement, texts.points(points(agreement)), texts.agreementMeans(points(agreement))];
}

/**
 * Whether and by how much the rankings correct the judge's votes: a positive correction lowers
 * them (the judge scores above the others), a negative one raises them, never past the others by
 * more than the cap (decision 0067).
 */
function correction({ correction, correctionAfter: answers }: Figures): Figure {
  if (correction === null) {
    return [
      texts.correction,
      texts.correctionPending(answers),
      texts.correctionPendingMeans(answers),
    ];
  }
  const by = points(Math.abs(correction));
  if (by === points(0)) return [texts.correction, texts.uncorrected, texts.uncorrectedMeans];
  return correction > 0
    ? [texts.correction, texts.lowered(by), texts.loweredMeans(by)]
    : [
        texts.correction,
        texts.raised(by),
        texts.raisedMeans(by, points(limits.severeRaisedAboveOthers / 100)),
      ];
}

/** Whether the judge's votes count yet, and what happens to them meanwhile. */
function counts({ counts, notCountedYet }: Figures): Figure {
  if (counts) return [texts.counts, texts.countsYes, texts.countsYesMeans];
  const value = texts.countsNotYet(notCountedYet);
  return notCountedYet === null
    ? [texts.counts, value]
    : [texts.counts, value, texts.countsNotYetMeans];
}

/**
 * The judge's figures, each that needs it with a sentence saying what it means: votes cast, this
 * period's, how far they are from the other judges, how the rankings correct their votes, and
 * whether their votes count yet.
 */
export function JudgeFigures({ figures }: { figures: Figures }) {
  const rows: Figure[] = [
    [texts.votes, String(figures.votes)],
    [texts.votesThisPeriod, String(figures.votesThisPeriod)],
    agreement(figures),
    correction(figures),
    counts(figures),
  ];
  return (
    <FigureList
      id="judge-figures-title"
      title={texts.title}
      rows={rows}
      className="figures--explained"
    />
  );
}
