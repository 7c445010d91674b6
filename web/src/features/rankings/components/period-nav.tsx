import type { RankingPeriod } from '@words/contract/api/rankings';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { strings } from '@/lib/strings';
import { periodLabel } from '@/lib/period-label';

export const periodParam = 'periodo';

interface PeriodNavProps {
  period: RankingPeriod;
  earlier: RankingPeriod | null;
  later: RankingPeriod | null;
}

function PeriodLink({ to, direction }: { to: RankingPeriod; direction: 'earlier' | 'later' }) {
  return (
    <Link
      className={`button button--secondary period-nav__link period-nav__${direction}`}
      to={{ search: `?${periodParam}=${to.start}` }}
    >
      {direction === 'earlier' && <span aria-hidden="true">←</span>}
      {strings.rankings[direction]}
      <span className="visually-hidden">: {periodLabel(to)}</span>
      {direction === 'later' && <span aria-hidden="true">→</span>}
    </Link>
  );
}

/**
 * The period shown, with links to the one before and the one after. Each period has its own
 * address (/rankings?periodo=YYYY-MM-DD), so it can be shared, reloaded and reached with Back.
 */
export function PeriodNav({ period, earlier, later }: PeriodNavProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(period.start);
  useLayoutEffect(() => {
    // After moving to another period the link pressed may be gone: focus goes to its title.
    if (shown.current !== period.start) heading.current?.focus();
    shown.current = period.start;
  }, [period.start]);

  return (
    <nav className="period-nav" aria-label={strings.rankings.periodsLabel}>
      <h2 ref={heading} className="period-nav__title" tabIndex={-1}>
        {periodLabel(period)}
      </h2>
      {earlier !== null && <PeriodLink to={earlier} direction="earlier" />}
      {later !== null && <PeriodLink to={later} direction="later" />}
    </nav>
  );
}
