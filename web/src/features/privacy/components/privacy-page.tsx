import { usePublicConfig } from '@/lib/public-config';
import { strings } from '@/lib/strings';
import '../privacy.css';

/** /privacy: what WORDS stores, why, for how long, who sees what, and how to take it back. */
export function PrivacyPage() {
  const { config } = usePublicConfig();
  const contact = config?.privacyContact ?? null;
  return (
    <section className="page privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="page__title">
        {strings.privacy.title}
      </h1>
      {strings.privacy.sections.map((section) => (
        <section key={section.title} className="privacy__section">
          <h2>{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
      <p className="privacy__contact">
        {contact === null ? (
          strings.privacy.noContact
        ) : (
          <a href={`mailto:${contact}`}>{strings.privacy.contact(contact)}</a>
        )}
      </p>
    </section>
  );
}
