import type { PeriodRankingResponse, RankingPeriod } from '@words/contract/api/rankings';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { PeriodBeingJudged } from '@/components/period-being-judged';
import { strings } from '@/lib/strings';
import { usePeriodRanking } from '../api/get-period-ranking';
import { useRankingPeriods } from '../api/get-ranking-periods';
import { periodDays, periodRangeOf } from '@/lib/period-label';
import { BestAnswersTable } from './best-answers-table';
import { CurrentPeriod } from './current-period';
import { MapOfTheWeek } from './map-of-the-week';
import { MyPlace } from './my-place';
import { PeriodNav, periodParam } from './period-nav';
import { RankingRules } from './ranking-rules';
import { WordRankings } from './word-rankings';
import '../rankings.css';

function neighbours(periods: RankingPeriod[], start: string) {
  const index = periods.findIndex((period) => period.start === start);
  if (index === -1) return null;
  // Newest first: the earlier period follows, the later one precedes.
  return { earlier: periods[index + 1] ?? null, later: periods[index - 1] ?? null };
}

/** Whether the player wrote any answer of the ranking: 'Tu puesto' shows only then. */
function hasMine({ best, words }: PeriodRankingResponse) {
  return [...best, ...words.flatMap((word) => word.answers)].some((answer) => answer.mine);
}

/** A closed period's ranking: 'Tu puesto' when the player is in it, the best answers, each word's. */
function PeriodRanking({
  ranking,
  dayHref,
}: {
  ranking: PeriodRankingResponse;
  dayHref: (date: string) => string;
}) {
  const shown = useRef<HTMLDivElement>(null);
  const { period, how, best, words } = ranking;
  const days = periodDays(period);
  const basis = { how, days };
  const { yourPlace } = ranking;
  return (
    <div ref={shown} className="rankings__period">
      {hasMine(ranking) && <MyPlace within={shown} />}
      {/* Below the best answers shown: the place still says where the player stands. */}
      {yourPlace && yourPlace.place > best.length && (
        <p className="rankings__your-place">
          {strings.rankings.yourPlace(
            yourPlace.place,
            yourPlace.of,
            yourPlace.answer,
            yourPlace.word,
          )}
        </p>
      )}
      {best.length === 0 ? (
        <p className="empty">{strings.rankings.bestEmpty}</p>
      ) : (
        <BestAnswersTable
          title={strings.rankings.bestTitle(days, periodRangeOf(period))}
          answers={best}
          basis={basis}
        />
      )}
      <WordRankings words={words} basis={basis} dayHref={dayHref} />
      <MapOfTheWeek start={period.start} />
    </div>
  );
}

/**
 * /rankings: how answers are ordered, the period running now, and a closed period's best answers
 * and the best answers to each of its words: the latest period unless the address names another
 * (?periodo=YYYY-MM-DD). `dayHref` links each word to its day's page.
 */
export function RankingsPage({ dayHref }: { dayHref: (date: string) => string }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(periodParam) || null;
  const periods = useRankingPeriods();
  const known = periods.status === 'ready' ? periods.data.periods : [];
  const latest = known[0] ?? null;
  // A named period loads at once, beside the list; otherwise the latest, once the list is in.
  const selected = requested ?? latest?.start ?? null;
  const ranking = usePeriodRanking(selected);

  const ready = ranking.status === 'ready' ? ranking.data : null;
  const around = selected === null ? null : neighbours(known, selected);
  const period = ready?.period ?? known.find((p) => p.start === selected) ?? null;
  const loading =
    periods.status !== 'failed' && (periods.status === 'loading' || ranking.status === 'loading');

  return (
    <section className="page rankings" aria-labelledby="rankings-title">
      <h1 id="rankings-title" className="page__title">
        {strings.rankings.title}
      </h1>
      {periods.status === 'ready' && (
        <>
          <RankingRules minVotes={periods.data.minVotes} />
          <CurrentPeriod current={periods.data.current} />
          {periods.data.judging && <PeriodBeingJudged period={periods.data.judging} />}
        </>
      )}
      {period !== null && (
        <PeriodNav
          period={period}
          earlier={around?.earlier ?? null}
          later={around?.later ?? null}
        />
      )}
      {loading && <p className="loading">{strings.loading}</p>}
      {periods.status === 'failed' && ranking.status !== 'ready' && (
        <NoticeMessage notice={{ tone: 'error', text: periods.message }} />
      )}
      {/* Before the first ranking; while the first period is judged, the section above says so. */}
      {periods.status === 'ready' && selected === null && !periods.data.judging && (
        <div className="card coming-soon">
          <h2 className="coming-soon__title">{strings.rankings.comingSoon}</h2>
          <p>{strings.rankings.empty}</p>
        </div>
      )}
      {ranking.status === 'failed' && periods.status !== 'failed' && (
        <>
          <NoticeMessage notice={{ tone: 'error', text: ranking.message }} />
          {latest !== null && latest.start !== selected && (
            <p>
              <Link className="button button--secondary" to={{ search: '' }}>
                {strings.rankings.latest}
              </Link>
            </p>
          )}
        </>
      )}
      {ready !== null && <PeriodRanking ranking={ready} dayHref={dayHref} />}
    </section>
  );
}
