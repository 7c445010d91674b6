import { regionName, type CountryCode } from '@words/contract/regions';

/**
 * The order regions are shown in, wherever a list of them is (decision 0071): the player's own
 * first, then the others by their Spanish name.
 */
export function ownRegionFirst(own: string | null) {
  return (a: string, b: string): number =>
    a === own
      ? -1
      : b === own
        ? 1
        : regionName(a as CountryCode).localeCompare(regionName(b as CountryCode), 'es');
}
