import { countries, OTHER_REGION, suggestedRegion } from '@words/contract/regions';
import { useId, useState, type ReactNode } from 'react';
import { NoticeMessage, type Notice } from '@/components/notice';
import { WriteButton } from '@/components/write-button';
import { serverMessage } from '@/lib/api-client';
import { savePlayerRegion } from '@/lib/player-region';
import { useServerWrite } from '@/lib/server-write';
import { strings } from '@/lib/strings';
import './region-picker.css';

const texts = strings.region;
/** 'Prefiero no decirlo' in the list: stores nothing. */
const NONE = '';

/** The browser's time zone, read only to suggest a choice on this page. */
function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/**
 * '¿De dónde es tu español?': the countries, 'Otro' and 'Prefiero no decirlo'. With nothing
 * stored the device's time zone suggests a country, said as such; nothing is stored until
 * 'Guardar'. `onSaved` hears what the server stored.
 */
export function RegionPicker({
  stored,
  onSaved,
  extra,
}: {
  stored: string | null;
  onSaved?: (region: string | null) => void;
  /** A second button beside 'Guardar' ('Ahora no' on /play). */
  extra?: ReactNode;
}) {
  const id = useId();
  const suggestion = stored === null ? suggestedRegion(deviceZone()) : null;
  const [draft, setDraft] = useState<string>(stored ?? suggestion ?? NONE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useServerWrite(async () => {
    setNotice(null);
    const result = await savePlayerRegion(draft === NONE ? null : draft);
    if (result.ok) {
      setNotice({ tone: 'success', text: result.data.message });
      return onSaved?.(result.data.region);
    }
    if (result.status === 401) return;
    setNotice({ tone: 'error', text: serverMessage(result) ?? texts.saveFailed });
  });
  return (
    <div className="region-picker">
      <label htmlFor={id}>{texts.label}</label>
      <select id={id} value={draft} onChange={(event) => setDraft(event.target.value)}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
        <option value={OTHER_REGION}>{texts.other}</option>
        <option value={NONE}>{texts.none}</option>
      </select>
      {suggestion !== null && draft === suggestion && (
        <p className="region-picker__hint">{texts.suggested}</p>
      )}
      <div className="region-picker__actions">
        <WriteButton
          write={save}
          label={texts.save}
          name={texts.saveName}
          busyLabel={texts.saving}
          look="primary"
        />
        {extra}
      </div>
      {notice && <NoticeMessage notice={notice} />}
    </div>
  );
}
