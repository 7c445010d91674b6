import type { ReminderPush } from '@words/contract/api/reminders';
import { messages } from '@words/contract/messages';

/**
 * The push telling a player it is their turn in a duel, after the other's word or by their «Te
 * toca» (`nudge`); it opens the duel's page (/retos/:id).
 */
export const turnPush = (fromAlias: string, id: string, nudge = false): ReminderPush => ({
  title: 'WORDS',
  body: nudge ? messages.duelNudge(fromAlias) : messages.duelYourTurn(fromAlias),
  url: `/retos/${encodeURIComponent(id)}`,
});
