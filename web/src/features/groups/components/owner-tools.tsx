import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeMessage } from '@/components/notice';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import { deleteGroup } from '../api/delete-group';
import { newInvite } from '../api/new-invite';
import { arrivalState } from '../utils/arrival';
import { writeFailure } from '../utils/write-failure';
import { ConfirmDialog } from './confirm-dialog';
import { RenameGroup } from './rename-group';

interface OwnerToolsProps {
  id: string;
  name: string;
  groupsHref: string;
  onRenamed: (name: string) => void;
  onNewInvite: (code: string) => void;
}

type Asking = 'rename' | 'new-link' | 'delete' | null;

/** What only the owner may do: rename the peña, end its link for a new one, delete it. */
export function OwnerTools({ id, name, groupsHref, onRenamed, onNewInvite }: OwnerToolsProps) {
  const s = strings.groups.owner;
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (what: Asking) => {
    setFailure(null);
    setAsking(what);
  };
  const refused = (message: string | null) => {
    setAsking(null);
    setFailure(message);
  };

  const link = useServerWrite(async () => {
    const result = await newInvite(id);
    if (!result.ok) return refused(writeFailure(result, s.newLinkFailed));
    setAsking(null);
    onNewInvite(result.data.invite_code);
  });

  const removal = useServerWrite(async () => {
    const result = await deleteGroup(id);
    if (!result.ok) return refused(writeFailure(result, s.deleteFailed));
    await navigate(groupsHref, { state: arrivalState(strings.groups.deleted(name)) });
  });

  return (
    <section className="card group__owner" aria-labelledby="group-owner-title">
      <h2 id="group-owner-title">{s.title}</h2>
      <div className="group__buttons">
        <button type="button" className="button button--secondary" onClick={() => ask('rename')}>
          {s.rename}
        </button>
        <button type="button" className="button button--secondary" onClick={() => ask('new-link')}>
          {s.newLink}
        </button>
        <button
          type="button"
          className="button button--secondary button--danger"
          onClick={() => ask('delete')}
        >
          {s.delete}
        </button>
      </div>
      <NoticeMessage notice={failure === null ? null : { tone: 'error', text: failure }} />
      {asking === 'rename' && (
        <RenameGroup
          id={id}
          name={name}
          onRenamed={(newName) => {
            setAsking(null);
            onRenamed(newName);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'new-link' && (
        <ConfirmDialog
          title={s.newLinkTitle}
          text={s.newLinkText}
          write={link}
          confirmLabel={s.newLinkConfirm}
          busyLabel={s.newLinkSending}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title={s.deleteTitle(name)}
          text={s.deleteText}
          write={removal}
          confirmLabel={s.deleteConfirm}
          busyLabel={s.deleting}
          onCancel={() => setAsking(null)}
          danger
        />
      )}
    </section>
  );
}
