import type { ReportReason, ReportResponse } from '@words/contract/api/report';
import { useState } from 'react';
import { Modal } from '@/components/modal';
import type { Notice } from '@/components/notice';
import { hasError, serverMessage, type ApiResult } from '@/lib/api-client';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import './report-button.css';

const REASONS: ReportReason[] = ['offensive', 'not_a_word', 'other'];

interface ReportButtonProps {
  /** The answer reported, said after 'Denunciar' to screen readers where several are listed. */
  answer?: string;
  /** The report call, with the reason chosen. */
  send: (reason: ReportReason) => Promise<ApiResult<ReportResponse>>;
  /** The report was filed, or the answer cannot be reported again. */
  onDone: (notice: Notice) => void;
  /** The report did not go through. */
  onFailed: (notice: Notice) => void;
}

/** 'Denunciar': a reason in a dialog, then the report (on /rate, and beside the public lists). */
export function ReportButton({ answer, send, onDone, onFailed }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('offensive');

  const report = useServerWrite(async () => {
    const result = await send(reason);
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
      <button
        type="button"
        className="report-link"
        // Where several are listed, the name says which answer ('Denunciar «ola»').
        aria-label={answer === undefined ? undefined : strings.report.openAnswer(answer)}
        onClick={() => setOpen(true)}
      >
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
