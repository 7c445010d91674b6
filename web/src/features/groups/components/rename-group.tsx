import { Modal } from '@/components/modal';
import { strings } from '@/lib/strings';
import { renameGroup } from '../api/rename-group';
import { writeFailure } from '../utils/write-failure';
import { GroupNameForm } from './group-name-form';

interface RenameGroupProps {
  id: string;
  name: string;
  onRenamed: (name: string) => void;
  onCancel: () => void;
}

/** The owner's 'Cambiar el nombre': a dialog with the name, checked as a new peña's is. */
export function RenameGroup({ id, name, onRenamed, onCancel }: RenameGroupProps) {
  const s = strings.groups.owner;
  return (
    <Modal title={s.renameTitle} onClose={onCancel}>
      <GroupNameForm
        initial={name}
        submitLabel={s.save}
        busyLabel={s.saving}
        send={async (newName) => {
          const result = await renameGroup(id, newName);
          if (!result.ok) return writeFailure(result, s.renameFailed);
          onRenamed(result.data.name);
          return null;
        }}
        actions={
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {strings.groups.cancel}
          </button>
        }
      />
    </Modal>
  );
}
