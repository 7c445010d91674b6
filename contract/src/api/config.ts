import { Type, type Static } from 'typebox';

/** GET /api/config: what the page needs to know at run time, public by nature. */
export const PublicConfig = Type.Object({
  firebase: Type.Object({
    apiKey: Type.String(),
    authDomain: Type.String(),
    projectId: Type.String(),
    appId: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Set in demo mode: the page signs in against this Auth emulator with the demo account chooser. */
  authEmulatorUrl: Type.Union([Type.String(), Type.Null()]),
  credits: Type.Object({
    creator: Type.Union([Type.String(), Type.Null()]),
    thanks: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Where players write about their data (the privacy page); null when not configured. */
  privacyContact: Type.Union([Type.String(), Type.Null()]),
  /** The VAPID public key (base64url) the page subscribes to push with. */
  vapidPublicKey: Type.String(),
});
export type PublicConfig = Static<typeof PublicConfig>;
