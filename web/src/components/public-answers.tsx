import type { CommonAnswer } from '@words/contract/api/play';
import type { ReportResponse, ReportShownBody } from '@words/contract/api/report';
import { useState } from 'react';
import { AnswerBars } from '@/components/answer-bars';
import { NoticeMessage, type Notice } from '@/components/notice';
import { ReportButton } from '@/components/report-button';
import { apiRequest } from '@/lib/api-client';

/** POST /api/play/day/:date/report: an answer as the public list of `date` shows it. */
function reportShownAnswer(date: string, body: ReportShownBody) {
  return apiRequest<ReportResponse>(`/api/play/day/${date}/report`, { method: 'POST', body });
}

/**
 * A public list of a day's answers (today's crowd after playing, a past day's page): the bars,
 * with 'Denunciar' beside each answer but the player's own. A reported answer loses its button.
 */
export function PublicAnswers({
  date,
  answers,
  label,
  mine,
}: {
  date: string;
  answers: CommonAnswer[];
  label: string;
  mine?: string | null;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <AnswerBars
        answers={answers}
        label={label}
        mine={mine}
        action={(answer) =>
          reported.has(answer) ? null : (
            <ReportButton
              answer={answer}
              send={(reason) => reportShownAnswer(date, { answer, reason })}
              onDone={(done) => {
                setReported((before) => new Set(before).add(answer));
                setNotice(done);
              }}
              onFailed={setNotice}
            />
          )
        }
      />
      <NoticeMessage notice={notice} />
    </>
  );
}
