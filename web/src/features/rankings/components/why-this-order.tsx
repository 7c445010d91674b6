import type { RankedAnswer, RankingHow } from '@words/contract/api/rankings';
import { useId, useState } from 'react';
import { strings } from '@/lib/strings';
import { whyThisOrder } from '../utils/why-this-order';

/** How the period shown was ranked, which every '¿Por qué este orden?' of its answers needs. */
export interface RankingBasis {
  how: RankingHow;
  /** The period's length in days ('la semana' for 7). */
  days: number;
}

/**
 * The state of one answer's '¿Por qué este orden?': whether it is open, and the ids tying the
 * button to the explanation (and, for screen readers, to the answer it is about).
 */
export function useWhy() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    open,
    toggle: () => setOpen((was) => !was),
    panelId: `${id}-why`,
    answerId: `${id}-answer`,
  };
}

type Why = ReturnType<typeof useWhy>;

/** The disclosure button; its name stays '¿Por qué este orden?', the answer describes it. */
export function WhyToggle({ why }: { why: Why }) {
  return (
    <button
      type="button"
      className="why-toggle"
      aria-expanded={why.open}
      aria-controls={why.panelId}
      aria-describedby={why.answerId}
      onClick={why.toggle}
    >
      {strings.rankings.why.toggle}
    </button>
  );
}

/** The explanation, in sentences with the answer's own figures; in the page only while open. */
export function WhyExplanation({
  why,
  answer,
  basis,
}: {
  why: Why;
  answer: RankedAnswer;
  basis: RankingBasis;
}) {
  return (
    <div id={why.panelId} className="why" hidden={!why.open}>
      {why.open &&
        whyThisOrder(answer, basis.how, basis.days).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
    </div>
  );
}
