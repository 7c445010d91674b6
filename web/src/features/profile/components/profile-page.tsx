import { NoticeMessage } from '@/components/notice';
import { strings } from '@/lib/strings';
import { useProfile } from '../api/get-profile';
import { PlayedWordCard } from './played-word-card';

/** /profile: the words this player has played, with their answers and scores. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page__title">
        {strings.profile.title}
      </h1>
      {profile.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {profile.status === 'failed' && (
        <NoticeMessage notice={{ tone: 'error', text: profile.message }} />
      )}
      {profile.status === 'ready' &&
        (profile.data.playedWords.length === 0 ? (
          <p className="empty">{strings.profile.empty}</p>
        ) : (
          <ul className="played-grid">
            {profile.data.playedWords.map((played) => (
              <PlayedWordCard key={played.date} played={played} />
            ))}
          </ul>
        ))}
    </section>
  );
}
