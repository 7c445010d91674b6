import type { RandomAnswerResponse } from '@words/contract/api/vote';
import type { Notice } from '@/components/notice';
import { ReportButton } from '@/components/report-button';
import { reportAnswer } from '../api/report-answer';

interface ReportAnswerProps {
  answer: RandomAnswerResponse;
  /** The report was filed, or the answer cannot be reported again: the next answer comes. */
  onDone: (notice: Notice) => void;
  /** The report did not go through: the same answer stays. */
  onFailed: (notice: Notice) => void;
}

/** 'Denunciar' under the answer being judged: a reason, then the next answer. */
export function ReportAnswer({ answer, onDone, onFailed }: ReportAnswerProps) {
  return (
    <ReportButton
      send={(reason) => reportAnswer({ answer_uuid: answer.answer_uuid, reason })}
      onDone={onDone}
      onFailed={onFailed}
    />
  );
}
