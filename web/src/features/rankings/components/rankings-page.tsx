import { strings } from '@/lib/strings';

/** /rankings: coming soon. */
export function RankingsPage() {
  return (
    <section className="page rankings" aria-labelledby="rankings-title">
      <h1 id="rankings-title" className="page__title">
        {strings.rankings.title}
      </h1>
      <div className="card coming-soon">
        <p className="coming-soon__title">{strings.rankings.comingSoon}</p>
        <p>{strings.rankings.description}</p>
      </div>
    </section>
  );
}
