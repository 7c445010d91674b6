import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { isException, type ApiResult } from './api-client';
import { loadFailureText, type LoadCall } from './load-failures';

/** Something the page loads from the server, as it stands. */
export type ServerData<T> =
  /** Nothing is asked (no key). */
  | { status: 'idle' }
  | { status: 'loading' }
  /**
   * `message` is for the player; `error` is the server's code, when it sent one; `exception`:
   * no usable answer came (the connection dropped, or a 500 without a body).
   */
  | { status: 'failed'; message: string; error: string | null; exception: boolean }
  | { status: 'ready'; data: T };

type Settled<T> = Extract<ServerData<T>, { status: 'failed' | 'ready' }>;

function settle<T>(call: LoadCall, result: ApiResult<T>): Settled<T> {
  if (result.ok) return { status: 'ready', data: result.data };
  return {
    status: 'failed',
    message: loadFailureText(call, result),
    error: result.data?.error ?? null,
    exception: isException(result),
  };
}

/**
 * What `fetcher` brings for `key`, asked again when `key` changes or on `reload()`, and by itself
 * when the connection comes back (the window's `online` event) after a load that got no answer.
 * Only the answer to the latest request is ever shown: one that comes back after the key changed,
 * or after a reload, is dropped. Nothing is asked while `key` is null. `fetcher` must keep its
 * identity from one render to the next (a module-level function), or it is asked on every render.
 */
export function useServerData<T>(
  call: LoadCall,
  key: string | null,
  fetcher: (key: string) => Promise<ApiResult<T>>,
): ServerData<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<{ key: string; round: number; value: Settled<T> }>();

  useEffect(() => {
    if (key === null) return;
    let latest = true;
    void fetcher(key).then((result) => {
      if (latest) setSettled({ key, round, value: settle(call, result) });
    });
    return () => {
      latest = false;
    };
  }, [call, key, round, fetcher]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  // What was loaded for another key, or before a reload, is never shown.
  const current = settled?.key === key && settled.round === round ? settled.value : null;
  const lostConnection = current?.status === 'failed' && current.exception;

  // Listening from the commit that shows the failure, not after it: the connection may come back
  // before a passive effect runs, and that `online` would be missed.
  useLayoutEffect(() => {
    if (!lostConnection) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [lostConnection, reload]);

  if (key === null) return { status: 'idle', reload };
  if (current === null) return { status: 'loading', reload };
  return { ...current, reload };
}
