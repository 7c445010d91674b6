import type { RegionalWeekResponse, RegionWeek } from '@words/contract/api/regions';
import { limits } from '@words/contract/limits';
import { regionName, type RegionCode } from '@words/contract/regions';
import { NoticeMessage } from '@/components/notice';
import { RankedAlias } from '@/components/ranked-alias';
import { fitLetters } from '@/lib/fit-letters';
import { strings } from '@/lib/strings';
import { useRegionalWeek } from '../api/get-regional-week';

const texts = strings.mapOfTheWeek;
const nameOf = (code: string) => regionName(code as RegionCode);

/** One region's best answers of the week, by its own judges: place, answer, word, author, 'Puntuación'. */
function RegionBest({ region }: { region: RegionWeek }) {
  return (
    <div className="map-of-the-week__region">
      <h4>{texts.best(nameOf(region.region))}</h4>
      <ol className="map-of-the-week__answers">
        {region.best.map((answer) => (
          <li key={`${answer.date} ${answer.answer}`}>
            <span className="rank" aria-hidden="true">
              {answer.rank}
            </span>
            <div className="map-of-the-week__body">
              <p className="map-of-the-week__answer" style={fitLetters(answer.answer)}>
                <span className="visually-hidden">
                  {strings.rankings.columns.rank} {answer.rank}:{' '}
                </span>
                {answer.answer}{' '}
                <span className="map-of-the-week__word">{texts.to(answer.word)}</span>
              </p>
              <RankedAlias alias={answer.alias} mine={answer.mine} />
              <p className="map-of-the-week__score">
                {strings.rankings.rankScore} {answer.rankScore.toFixed(limits.scoreDecimals)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** «Donde más os diferenciáis»: the days whose most said answers were furthest apart. */
function Apart({ apart }: { apart: RegionalWeekResponse['apart'] }) {
  return (
    <div className="map-of-the-week__apart">
      <h4>{texts.apartTitle}</h4>
      {apart.length === 0 ? (
        <p className="empty">{texts.apartNone}</p>
      ) : (
        <>
          <p>{texts.apartIntro}</p>
          <ul className="map-of-the-week__days">
            {apart.map((day) => (
              <li key={day.date}>
                <p className="map-of-the-week__day-word" style={fitLetters(day.word)}>
                  {day.word}
                </p>
                <ul>
                  {day.answers.map((row) => (
                    <li key={row.region}>
                      {texts.said(nameOf(row.region), row.answer, strings.regions.share(row.share))}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The map of the week on /rankings (decision 0076): each region's best answers of the closed
 * period, the player's own region first, and «Donde más os diferenciáis».
 */
export function MapOfTheWeek({ start }: { start: string }) {
  const loaded = useRegionalWeek(start);
  if (loaded.status === 'idle' || loaded.status === 'loading') return null;
  return (
    <section className="map-of-the-week" aria-labelledby="map-of-the-week-title">
      <h3 id="map-of-the-week-title" className="section-title">
        {texts.title}
      </h3>
      {loaded.status === 'failed' ? (
        <NoticeMessage notice={{ tone: 'error', text: loaded.message }} />
      ) : (
        <>
          <p>{texts.intro}</p>
          {loaded.data.regions.length === 0 && <p className="empty">{texts.none}</p>}
          <div className="map-of-the-week__regions">
            {loaded.data.regions.map((region) => (
              <RegionBest key={region.region} region={region} />
            ))}
          </div>
          <Apart apart={loaded.data.apart} />
          <p className="map-of-the-week__floors">{texts.floors}</p>
        </>
      )}
    </section>
  );
}
