import { Link } from 'react-router';
import { strings } from '@/lib/strings';
import { Farewell } from './farewell';
import { SignIn } from './sign-in';
import '../auth.css';

/** The only page for signed-out visitors: the daily challenge, the two roles, the way in. */
export function Landing({
  afterSignIn,
  privacyHref,
}: {
  afterSignIn: string;
  /** The privacy page, said before signing in: what signing in stores. */
  privacyHref: string;
}) {
  return (
    <section className="page landing" aria-labelledby="landing-title">
      <Farewell />
      <h1 id="landing-title" className="landing__title">
        {strings.landing.title}
      </h1>
      <p className="landing__intro">{strings.landing.intro}</p>
      <ul className="roles">
        <li className="roles__item">
          <h2 className="roles__title">{strings.landing.playerTitle}</h2>
          <p>{strings.landing.playerText}</p>
        </li>
        <li className="roles__item roles__item--judge">
          <h2 className="roles__title">{strings.landing.judgeTitle}</h2>
          <p>{strings.landing.judgeText}</p>
        </li>
      </ul>
      <SignIn afterSignIn={afterSignIn} />
      <p className="landing__privacy">
        <Link to={privacyHref}>{strings.privacy.link}</Link>
      </p>
    </section>
  );
}
