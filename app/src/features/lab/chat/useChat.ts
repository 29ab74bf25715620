import { useCallback, useEffect, useReducer, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { chatReducer, initialChatState, type ChatUser } from './chatState';

/** Where the chat's socket is: the API's origin (the page's own unless the build says otherwise). */
export function chatOrigin(): string {
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  return new URL(base || '/', window.location.href).origin;
}

export interface ChatOptions {
  /**
   * The signed-in member's token, when this page can read it; else the browser's session
   * cookie goes with the handshake. The server takes the chat identity from it alone.
   */
  token?: string;
  /**
   * The signed-in member's id (undefined: nobody): when it changes (a sign-in, a sign-out,
   * another member) the socket connects again, so that its handshake carries the new session.
   */
  member: number | undefined;
  /** The member's id and name, sent with `login` as earlier chat clients do; the server names members itself and does not read it. */
  identity: ChatUser;
  /** The language of the server's failure messages. */
  locale: string;
}

/**
 * The live chat on the server's socket (/socket.io/): connects, logs in (`login`) on every
 * connection, so a connection that dropped and came back restores the session, and keeps
 * the online count, the online users and the messages. `send` posts to everyone ('all') or
 * to one member's id. When the session is signed out (here or elsewhere) the server says so
 * (`session_ended`) and closes the socket for good.
 */
export function useChat({ token, member, identity, locale }: ChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const socket = useRef<Socket | null>(null);
  // Read when the socket (re)connects; a change does not reconnect.
  const latest = useRef({ identity, locale });
  useEffect(() => {
    latest.current = { identity, locale };
  });

  useEffect(() => {
    const connection = io(chatOrigin(), {
      path: '/socket.io/',
      // A WebSocket is one connection to one server instance, so several instances behind
      // a load balancer need no sticky sessions; long polling (whose requests must all
      // reach the same instance) is only the fallback where WebSockets are blocked.
      transports: ['websocket', 'polling'],
      auth: { token: token ?? '', locale: latest.current.locale },
      reconnectionDelay: 500,
      reconnectionDelayMax: 3000,
    });
    socket.current = connection;
    connection.on('connect', () => {
      const { id, name } = latest.current.identity;
      connection.emit('login', { id, name });
    });
    connection.on('login_ok', (me: unknown) => dispatch({ type: 'loggedIn', me }));
    // A server instance that is stopping says so, then closes the connection: the client
    // connects again (to another instance behind a load balancer), and does so even when
    // the server ended the socket itself, after which socket.io would not try again.
    let restarting = false;
    connection.on('server_restarting', () => {
      restarting = true;
    });
    connection.on('disconnect', (reason) => {
      // This side closing the chat (leaving the page) is no dropped connection.
      if (reason !== 'io client disconnect') dispatch({ type: 'dropped' });
      if (reason === 'io server disconnect' && restarting) connection.connect();
      restarting = false;
    });
    connection.on('connect_error', (error: Error) => {
      // A refusal by the server's handshake check is final; anything else is retried.
      if (connection.active) dispatch({ type: 'dropped' });
      else dispatch({ type: 'refused', message: error.message });
    });
    connection.on('update_online_count', (count: unknown) => dispatch({ type: 'count', count }));
    connection.on('online_users', (users: unknown) => dispatch({ type: 'users', users }));
    connection.on('new_msg', (message: unknown) => dispatch({ type: 'message', message }));
    connection.on('chat_error', (failure: unknown) => dispatch({ type: 'failure', failure }));
    connection.on('session_ended', () => dispatch({ type: 'ended' }));

    // Going offline drops the connection at once instead of after the heartbeat runs out;
    // the client then tries again until the network is back.
    const offline = () => connection.io.engine.close();
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('offline', offline);
      connection.disconnect();
      socket.current = null;
    };
  }, [token, member]);

  const send = useCallback((to: string, text: string) => {
    socket.current?.emit('send', { to, text });
  }, []);
  const dismissRestored = useCallback(() => dispatch({ type: 'dismissRestored' }), []);
  const dismissFailure = useCallback(() => dispatch({ type: 'dismissFailure' }), []);

  return { state, send, dismissRestored, dismissFailure };
}
