import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal';
import { NoticeMessage, type Notice } from '@/components/notice';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { deleteFirebaseUser } from '@/lib/firebase';
import { useServerWrite } from '@/lib/server-write';
import { endSession } from '@/lib/session';
import { setFarewell } from '@/lib/storage';
import { strings } from '@/lib/strings';
import { deleteAccount } from '../api/delete-account';
import { exportData } from '../api/export-data';

/** Hands the browser a JSON file to save. */
function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** 'Descargar mis datos' and 'Borrar mi cuenta' (GDPR), below the player's cards. */
export function AccountData({ privacyHref }: { privacyHref: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);

  // A read, but one the player starts with a button, like a write: the same way, the same button.
  const download = useServerWrite(async () => {
    setNotice(null);
    const result = await exportData();
    if (result.ok) return saveJson(result.data, strings.account.fileName);
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: serverMessage(result) ?? strings.account.downloadFailed });
  });

  const removal = useServerWrite(async () => {
    const result = await deleteAccount();
    if (result.ok) {
      // The game's data is gone; the Google sign-in account of Firebase goes too where it can.
      await deleteFirebaseUser();
      // The landing says what was deleted: the button pressed goes with this page.
      setFarewell('accountDeleted');
      return endSession();
    }
    setConfirming(false);
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: serverMessage(result) ?? strings.account.deleteFailed });
  });

  return (
    <section className="account" aria-labelledby="account-title">
      <h2 id="account-title">{strings.account.title}</h2>
      <WriteButton
        write={download}
        label={strings.account.download}
        busyLabel={strings.account.downloading}
      />
      <button
        type="button"
        className="button button--secondary button--danger"
        onClick={() => setConfirming(true)}
      >
        {strings.account.delete}
      </button>
      <Link to={privacyHref}>{strings.account.privacyLink}</Link>
      <NoticeMessage notice={notice} />
      {confirming && (
        <Modal title={strings.account.confirmTitle} onClose={() => setConfirming(false)}>
          <p>{strings.account.confirmText}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {strings.account.cancel}
            </button>
            <WriteButton
              write={removal}
              label={strings.account.confirm}
              busyLabel={strings.account.deleting}
              look="danger"
            />
          </div>
        </Modal>
      )}
    </section>
  );
}
