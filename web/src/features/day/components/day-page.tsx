import type { CSSProperties } from 'react';
import { useParams } from 'react-router';
import { PublicAnswers } from '@/components/public-answers';
import { RegionalCrowd } from '@/components/regional-crowd';
import { NoticeMessage } from '@/components/notice';
import { ShareButton } from '@/components/share-button';
import { strings } from '@/lib/strings';
import { usePastDay } from '../api/get-past-day';
import '../day.css';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/** /day/YYYY-MM-DD: a day that has ended, its word and what everybody answered. */
export default function DayPage({ profileHref }: { profileHref: string }) {
  const { date = '' } = useParams();
  const day = usePastDay(date);
  const title = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? strings.day.title(dateFormat.format(new Date(`${date}T00:00:00Z`)))
    : strings.day.title(date);
  return (
    <section className="page day" aria-labelledby="day-title">
      <h1 id="day-title" className="page__title">
        {title}
      </h1>
      {day.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {day.status === 'failed' && <NoticeMessage notice={{ tone: 'error', text: day.message }} />}
      {day.status === 'ready' && (
        <div className="card day__card">
          <p className="eyebrow">{strings.day.wordIntro}</p>
          <p
            className="day__word"
            style={{ '--letters': [...day.data.word].length } as CSSProperties}
          >
            {day.data.word}
          </p>
          <p className="day__players">{strings.day.players(day.data.players)}</p>
          {day.data.yourAnswer === null ? (
            <p>{strings.day.notPlayed}</p>
          ) : (
            <p className="day__answer">
              {strings.day.yourAnswer} <strong>{day.data.yourAnswer}</strong>
            </p>
          )}
          <h2 className="answer-bars__title">{strings.day.topTitle}</h2>
          {day.data.topAnswers.length === 0 ? (
            <p className="empty">{strings.day.nobody}</p>
          ) : (
            <PublicAnswers
              date={day.data.date}
              answers={day.data.topAnswers}
              label={strings.day.topTitle}
              mine={day.data.yourAnswer}
            />
          )}
          <RegionalCrowd date={day.data.date} profileHref={profileHref} />
          {day.data.yourAnswer !== null && (
            <ShareButton
              text={strings.share.pastDay(
                day.data.word,
                day.data.yourAnswer,
                `${window.location.origin}/day/${day.data.date}`,
              )}
            />
          )}
        </div>
      )}
    </section>
  );
}
