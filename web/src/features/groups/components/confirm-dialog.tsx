import { Modal } from '@/components/modal';
import { WriteButton } from '@/components/write-button';
import type { ServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** The step asked for, which runs on 'Sí, …'. */
  write: ServerWrite<[]>;
  confirmLabel: string;
  busyLabel: string;
  onCancel: () => void;
  /** It cannot be undone: the destructive style. */
  danger?: boolean;
}

/** '¿Seguro?' before a step of a peña: 'Cancelar' first, so Enter on the dialog changes nothing. */
export function ConfirmDialog({
  title,
  text,
  write,
  confirmLabel,
  busyLabel,
  onCancel,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {strings.groups.cancel}
        </button>
        <WriteButton
          write={write}
          label={confirmLabel}
          busyLabel={busyLabel}
          look={danger ? 'danger' : 'primary'}
        />
      </div>
    </Modal>
  );
}
