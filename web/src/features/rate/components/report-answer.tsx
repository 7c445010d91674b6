import type { ReportReason } from '@words/contract/api/report';
import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { useState } from 'react';
import type { Notice } from '@/components/notice';
import { Modal } from '@/components/modal';
import { hasError, serverMessage } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { reportAnswer } from '../api/report-answer';

const REASONS: ReportReason[] = ['offensive', 'not_a_word', 'other'];

interface ReportAnswerProps {
  answer: RandomAnswerResponse;
  /** The report was filed, or the answer cannot be reported again: the next answer comes. */
  onDone: (notice: Notice) => void;
  /** The report did not go through: the same answer stays. */
  onFailed: (notice: Notice) => void;
}

/** 'Denunciar' under the answer being judged: a reason, then the next answer. */
export function ReportAnswer({ answer, onDone, onFailed }: ReportAnswerProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('offensive');

  const report = useServerWrite(async () => {
    const result = await reportAnswer({ answer_uuid: answer.answer_uuid, reason });
    if (result.status === 401) return;
    setOpen(false);
    if (result.ok) return onDone({ tone: 'success', text: result.data.message });
    const text = serverMessage(result) ?? strings.report.failed;
    // Already reported: nothing more to do with this answer, so it goes like a filed report.
    if (hasError(result, 'ALREADY_REPORTED')) return onDone({ tone: 'error', text });
    onFailed({ tone: 'error', text });
  });

  return (
    <>
      <button type="button" className="report-link" onClick={() => setOpen(true)}>
        {strings.report.open}
      </button>
      {open && (
        <Modal title={strings.report.title} onClose={() => setOpen(false)}>
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void report.send();
            }}
          >
            <fieldset className="report__reasons">
              <legend>{strings.report.intro}</legend>
              {REASONS.map((value) => (
                <label key={value} className="report__reason">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {strings.report.reasons[value]}
                </label>
              ))}
            </fieldset>
            <div className="form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setOpen(false)}
              >
                {strings.report.cancel}
              </button>
              {/* Not `disabled` while sending: a disabled button drops the focus out of the dialog. */}
              <button
                type="submit"
                className="button button--primary"
                aria-disabled={report.busy}
                aria-busy={report.busy}
              >
                {report.busy ? strings.report.sending : strings.report.submit}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
