/**
 * The invitation a signed-out player is signing in to accept. Google's sign-in (and, for a new
 * player, the welcome dialog) comes between the press on 'Jugar con Google' and the join, so the
 * code waits in this tab's sessionStorage: never in a link, which anybody could send to make a
 * signed-in player join a peña without asking.
 */
const key = 'words:join-after-sign-in';

export function rememberJoin(code: string): void {
  try {
    window.sessionStorage.setItem(key, code);
  } catch {
    // Storage refused: after signing in the player presses 'Unirme a la peña' themselves.
  }
}

/** Whether the player signed in to join with `code`; asked once, then forgotten. */
export function takePendingJoin(code: string): boolean {
  try {
    const pending = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    return pending === code;
  } catch {
    return false;
  }
}
