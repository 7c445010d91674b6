import { useNavigate } from 'react-router';
import { strings } from '@/lib/strings';
import { createGroup } from '../api/create-group';
import { arrivalState } from '../utils/arrival';
import { writeFailure } from '../utils/write-failure';
import { GroupNameForm } from './group-name-form';

/** 'Crear una peña': the new peña's page opens, where its creator can invite. */
export function CreateGroup({ groupHref }: { groupHref: (id: string) => string }) {
  const navigate = useNavigate();
  return (
    <section className="card groups__create" aria-labelledby="create-group-title">
      <h2 id="create-group-title">{strings.groups.create.title}</h2>
      <GroupNameForm
        submitLabel={strings.groups.create.submit}
        busyLabel={strings.groups.create.sending}
        send={async (name) => {
          const result = await createGroup(name);
          if (!result.ok) return writeFailure(result, strings.groups.create.failed);
          await navigate(groupHref(result.data.id), { state: arrivalState() });
          return null;
        }}
      />
    </section>
  );
}
