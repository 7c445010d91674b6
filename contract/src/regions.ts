/**
 * Where a player's Spanish is from ('¿De dónde es tu español?'): the Spanish-speaking countries,
 * 'Otro' and, kept by storing nothing, 'Prefiero no decirlo'. Each country's code is its ISO
 * 3166 alpha-2; `timeZones` are the IANA zones that prefill the choice on the page (never sent).
 */
export const countries = [
  { code: 'AR', name: 'Argentina', zones: ['America/Argentina/', 'America/Buenos_Aires'] },
  { code: 'BO', name: 'Bolivia', zones: ['America/La_Paz'] },
  {
    code: 'CL',
    name: 'Chile',
    zones: ['America/Santiago', 'America/Punta_Arenas', 'Pacific/Easter'],
  },
  { code: 'CO', name: 'Colombia', zones: ['America/Bogota'] },
  { code: 'CR', name: 'Costa Rica', zones: ['America/Costa_Rica'] },
  { code: 'CU', name: 'Cuba', zones: ['America/Havana'] },
  { code: 'EC', name: 'Ecuador', zones: ['America/Guayaquil', 'Pacific/Galapagos'] },
  { code: 'SV', name: 'El Salvador', zones: ['America/El_Salvador'] },
  { code: 'ES', name: 'España', zones: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'] },
  { code: 'US', name: 'Estados Unidos', zones: [] },
  { code: 'GQ', name: 'Guinea Ecuatorial', zones: ['Africa/Malabo'] },
  { code: 'GT', name: 'Guatemala', zones: ['America/Guatemala'] },
  { code: 'HN', name: 'Honduras', zones: ['America/Tegucigalpa'] },
  {
    code: 'MX',
    name: 'México',
    zones: [
      'America/Mexico_City',
      'America/Cancun',
      'America/Merida',
      'America/Monterrey',
      'America/Matamoros',
      'America/Chihuahua',
      'America/Ciudad_Juarez',
      'America/Ojinaga',
      'America/Mazatlan',
      'America/Bahia_Banderas',
      'America/Hermosillo',
      'America/Tijuana',
    ],
  },
  { code: 'NI', name: 'Nicaragua', zones: ['America/Managua'] },
  { code: 'PA', name: 'Panamá', zones: ['America/Panama'] },
  { code: 'PY', name: 'Paraguay', zones: ['America/Asuncion'] },
  { code: 'PE', name: 'Perú', zones: ['America/Lima'] },
  { code: 'PR', name: 'Puerto Rico', zones: ['America/Puerto_Rico'] },
  { code: 'DO', name: 'República Dominicana', zones: ['America/Santo_Domingo'] },
  { code: 'UY', name: 'Uruguay', zones: ['America/Montevideo'] },
  { code: 'VE', name: 'Venezuela', zones: ['America/Caracas'] },
] as const;

/** 'Otro': stored as the player's choice, counted in no region's crowd. */
export const OTHER_REGION = 'OTRO';

export type CountryCode = (typeof countries)[number]['code'];
/** What a player may store: a country or 'Otro'. 'Prefiero no decirlo' stores nothing (null). */
export type RegionCode = CountryCode | typeof OTHER_REGION;

export const regionCodes: readonly RegionCode[] = [...countries.map((c) => c.code), OTHER_REGION];

export const isRegion = (code: string): code is RegionCode =>
  (regionCodes as readonly string[]).includes(code);

/** Whether a region is a country, whose players make a crowd of their own. */
export const isCountry = (code: string | null): code is CountryCode =>
  code !== null && code !== OTHER_REGION && isRegion(code);

/** The name a player reads: 'México', 'Otro'. */
export function regionName(code: RegionCode): string {
  return countries.find((c) => c.code === code)?.name ?? 'Otro';
}

/** The country a browser's time zone suggests, or null: a suggestion only, never stored. */
export function suggestedRegion(timeZone: string): CountryCode | null {
  const found = countries.find((c) =>
    (c.zones as readonly string[]).some((zone) =>
      zone.endsWith('/') ? timeZone.startsWith(zone) : timeZone === zone,
    ),
  );
  return found?.code ?? null;
}
