// A stopping instance hands its chat sockets on: each is told `server_restarting` and its
// connection closes the way a dropped one does (so a socket.io client connects again), and
// no new socket is taken meanwhile.
import { describe, expect, it } from 'vitest';
import { chatLogin, nextEvent, useChatClients } from '../../test/chatClient.js';
import { startTestServer } from '../../test/harness.js';
import { shutDown } from '../../http/shutdown.js';

const open = useChatClients();

describe('the chat of an instance told to stop', () => {
  it('tells its sockets, closes them as dropped ones, and takes no new ones', async () => {
    const server = await startTestServer();
    try {
      const user = await server.createUser();
      const socket = await open(server.baseUrl, { token: user.token, locale: 'en' });
      await chatLogin(socket, { id: user.id, name: 'Tester' });
      const told = nextEvent<{ message: string }>(socket, 'server_restarting');
      const dropped = nextEvent<string>(socket, 'disconnect');
      const stopped = shutDown(server.app, { drainMs: 300, timeoutMs: 5_000 });
      expect(await told).toEqual({ message: 'This chat server is restarting; connecting again' });
      // Not `io server disconnect`, after which a socket.io client would not try again.
      expect(await dropped).toBe('transport close');
      await expect(open(server.baseUrl, { token: user.token, locale: 'en' })).rejects.toThrow();
      expect(await stopped).toEqual({ destroyed: 0 });
    } finally {
      await server.database.close();
    }
  });
});
