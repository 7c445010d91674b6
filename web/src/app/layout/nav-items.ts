import { strings } from '@/lib/strings';
import { paths } from '../paths';

/** The destinations of the top bar and of the mobile menu, in order; 'Salir' follows them. */
export const navItems = [
  { to: paths.play, label: strings.nav.play },
  { to: paths.rate, label: strings.nav.rate },
  { to: paths.instructions, label: strings.nav.instructions },
  { to: paths.rankings, label: strings.nav.rankings },
  { to: paths.groups, label: strings.nav.groups },
  { to: paths.profile, label: strings.nav.profile },
] as const;
