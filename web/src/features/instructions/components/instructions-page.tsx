import { useNow } from '@/lib/clock';
import { nextWordTime } from '@/lib/next-word';
import { usePublicConfig } from '@/lib/public-config';
import { strings } from '@/lib/strings';
import '../instructions.css';

const sections = [
  { title: strings.instructions.howToPlayTitle, items: strings.instructions.howToPlay },
  { title: strings.instructions.playerTitle, items: strings.instructions.player },
  { title: strings.instructions.judgeTitle, items: strings.instructions.judge },
];

/** /instructions: how to play, the player's rules, the judge's rules, and the credits if set. */
export function InstructionsPage() {
  const { config } = usePublicConfig();
  const creator = config?.credits.creator ?? null;
  const thanks = config?.credits.thanks ?? null;
  const now = useNow(60_000);
  return (
    <section className="page instructions" aria-labelledby="instructions-title">
      <h1 id="instructions-title" className="page__title">
        {strings.instructions.title}
      </h1>
      <p className="instructions__next-word">{strings.play.nextWordAt(nextWordTime(now))}</p>
      {sections.map((section) => (
        <section key={section.title} className="card instructions__section">
          <h2>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      {(creator !== null || thanks !== null) && (
        <section className="instructions__credits">
          <h2>{strings.instructions.creditsTitle}</h2>
          {creator !== null && <p>{strings.credits.creator(creator)}</p>}
          {thanks !== null && <p>{strings.credits.thanks(thanks)}</p>}
        </section>
      )}
    </section>
  );
}
