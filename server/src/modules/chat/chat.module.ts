import { Server } from 'socket.io';
import { corsAllows } from '../../http/securityHeaders.js';
import { localeOf, translate } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import { chatCluster } from './adapter.js';
import { attachChat, type ChatServer } from './chat.service.js';
import { handshakeOriginAllowed } from './handshake.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const chatModule: ServerModule = {
  name: 'chat',
  async register(app, ctx) {
    // On a PostgreSQL server, several instances may share the database: rooms, broadcasts
    // and the sockets' presence span all of them. PGlite serves one process only.
    const cluster = ctx.pool
      ? chatCluster(ctx.pool, ctx.log, {
          listening: () => void io.of('/').adapter.init(),
          // The users of an instance that ended abruptly leave the list.
          peerGone: () => void chat.presenceChanged(),
        })
      : undefined;
    // The API's allow-list: CORS answers for the configured origins only, and a handshake
    // from any other site's page (or a `null` origin) is refused before it has a socket.
    const allows = corsAllows(ctx.config.corsOrigins);
    const rules = { corsAllows: allows, trust: ctx.trustProxy, publicUrl: ctx.config.publicUrl };
    const io: ChatServer = new Server(app.server, {
      path: '/socket.io/',
      serveClient: false,
      cors: { origin: (origin, callback) => callback(null, allows(origin)) },
      allowRequest: (request, callback) => {
        const locale = localeOf(request.headers['x-request-locale']);
        // A stopping instance takes no new sockets: the client tries again, elsewhere.
        if (app.lifecycle.stopping) {
          callback(translate(locale, 'chat.serverStopping'), false);
          return;
        }
        const allowed = handshakeOriginAllowed(request, rules);
        callback(allowed ? null : translate(locale, 'chat.foreignOrigin'), allowed);
      },
      // A message is at most 500 characters: larger frames are refused.
      maxHttpBufferSize: 16 * 1024,
      ...(cluster ? { adapter: cluster.adapter } : {}),
    });
    const chat = attachChat(ctx, io);
    app.decorate('chat', io);
    // Tokens revoked on any instance close the sockets that use them on this one.
    const stopHearing = await ctx.listen('callers_changed', chat.callersChanged);
    await cluster?.listening;
    // When the instance is told to stop, its sockets are told so and their connections
    // closed (not disconnected by the server, after which a socket.io client would not
    // connect again): each client connects again, to an instance that is not stopping.
    app.lifecycle.onStopping.push(() => {
      for (const socket of io.of('/').sockets.values()) {
        socket.emit('server_restarting', {
          message: translate(socket.data.locale, 'chat.serverStopping'),
        });
        socket.conn.close();
      }
    });
    // Sockets would keep the HTTP server open: disconnect this instance's own before it
    // closes (those of the other instances stay), and tell everyone they left.
    app.addHook('preClose', async () => {
      stopHearing();
      io.local.disconnectSockets(true);
      await chat.presenceSent();
      io.engine.close();
    });
    // The adapter's connection and timers go with the server, before the database closes.
    app.addHook('onClose', async () => {
      cluster?.close();
      await io.of('/').adapter.close();
    });
  },
  messages: { 'zh-Hans': zhHans, en, mn },
};
