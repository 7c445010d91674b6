import type { RegionsResponse } from '@words/contract/api/regions';
import { regionName, type RegionCode } from '@words/contract/regions';
import { Link } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { useRegionalCrowd } from '@/lib/regional-crowd';
import { strings } from '@/lib/strings';
import './regional-crowd.css';

const texts = strings.regions;
const nameOf = (code: string) => regionName(code as RegionCode);

/**
 * «En México dijeron…», beside «Lo más dicho hoy» and on a past day's page: each region with
 * enough players that day, the player's own first, and how their answer fared there.
 */
export function RegionalCrowd({ date, profileHref }: { date: string; profileHref: string }) {
  const loaded = useRegionalCrowd(date);
  if (loaded.status === 'idle' || loaded.status === 'loading') return null;
  return (
    <section className="regional-crowd" aria-labelledby={`regions-${date}`}>
      <h2 id={`regions-${date}`} className="answer-bars__title">
        {texts.title}
      </h2>
      {loaded.status === 'failed' ? (
        <NoticeMessage notice={{ tone: 'error', text: loaded.message }} />
      ) : (
        <Regions crowd={loaded.data} profileHref={profileHref} />
      )}
    </section>
  );
}

function Regions({ crowd, profileHref }: { crowd: RegionsResponse; profileHref: string }) {
  const { yours, yourAnswer } = crowd;
  return (
    <>
      {yours !== null && yourAnswer !== null && (
        <p className="regional-crowd__yours">
          {yours.shown
            ? texts.yours(nameOf(yours.region), yourAnswer, yours.share, yours.place)
            : texts.notYet(nameOf(yours.region))}
        </p>
      )}
      {crowd.regions.length === 0 && <p className="empty">{texts.none}</p>}
      {crowd.regions.map((region) => (
        <div key={region.region} className="regional-crowd__region">
          <h3>{texts.said(nameOf(region.region))}</h3>
          <ol className="regional-crowd__answers">
            {region.answers.map((row) => (
              <li key={row.answer}>
                <span className="regional-crowd__answer">{row.answer}</span>
                <span className="regional-crowd__share">{texts.share(row.share)}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
      <p className="regional-crowd__floors">{texts.floors}</p>
      {yours === null && yourAnswer !== null && (
        <p>
          <Link to={profileHref}>{texts.askLink}</Link>
        </p>
      )}
    </>
  );
}
