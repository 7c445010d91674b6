import type { ReminderPush } from '@words/contract/api/reminders';
import { messages } from '@words/contract/messages';

/** The push telling a player it is their turn in a duel; it opens the duel's page (/retos/:id). */
export const turnPush = (fromAlias: string, id: string): ReminderPush => ({
  title: 'WORDS',
  body: messages.duelYourTurn(fromAlias),
  url: `/retos/${encodeURIComponent(id)}`,
});
