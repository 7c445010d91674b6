import type { PlayerFigures as Figures } from '@words/contract/api/user';
import { limits } from '@words/contract/limits';
import { shortDay } from '@/lib/short-day';
import { strings } from '@/lib/strings';
import { FigureList } from './figure-list';

const texts = strings.profile.figures;

/** The player's figures: days played, streaks, mean score and best answer. */
export function PlayerFigures({ figures }: { figures: Figures }) {
  const rows: [string, string, string?][] = [
    [texts.daysPlayed, String(figures.daysPlayed)],
    [texts.currentStreak, texts.days(figures.currentStreak)],
    [texts.bestStreak, texts.days(figures.bestStreak)],
    [
      texts.comodines,
      texts.comodinesHeld(figures.comodines, figures.savedDays.map(shortDay)),
      texts.comodinRule,
    ],
    [
      texts.meanScore,
      figures.meanScore === null ? texts.none : figures.meanScore.toFixed(limits.scoreDecimals),
    ],
    [
      texts.bestAnswer,
      figures.bestAnswer === null
        ? texts.none
        : texts.best(
            figures.bestAnswer.answer,
            figures.bestAnswer.word,
            figures.bestAnswer.score.toFixed(limits.scoreDecimals),
          ),
    ],
  ];
  return <FigureList id="figures-title" title={texts.title} rows={rows} />;
}
