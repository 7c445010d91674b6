import { Link } from 'react-router';
import { usePublicConfig } from '@/lib/public-config';
import { strings } from '@/lib/strings';
import { paths } from '../paths';

/** The credits, only those the deployment configured, and the privacy page. */
export function Footer() {
  const { config } = usePublicConfig();
  const creator = config?.credits.creator ?? null;
  const thanks = config?.credits.thanks ?? null;
  return (
    <footer className="footer">
      <p className="footer__brand">{strings.appName}</p>
      {creator !== null && <p>{strings.credits.creator(creator)}</p>}
      {thanks !== null && <p>{strings.credits.thanks(thanks)}</p>}
      <p>
        <Link to={paths.privacy}>{strings.privacy.link}</Link>
      </p>
    </footer>
  );
}
