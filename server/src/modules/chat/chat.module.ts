import { Server } from 'socket.io';
import type { ServerModule } from '../registry.js';
import { attachChat, type ChatServer } from './chat.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const chatModule: ServerModule = {
  name: 'chat',
  register(app, ctx) {
    const io: ChatServer = new Server(app.server, {
      path: '/socket.io/',
      serveClient: false,
      cors: { origin: true },
      // A message is at most 500 characters: larger frames are refused.
      maxHttpBufferSize: 16 * 1024,
    });
    attachChat(ctx, io);
    // Sockets would keep the HTTP server open: disconnect them before it closes.
    app.addHook('preClose', (done) => {
      io.disconnectSockets(true);
      io.engine.close();
      done();
    });
  },
  messages: { 'zh-Hans': zhHans, en, mn },
};
