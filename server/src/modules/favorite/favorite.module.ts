import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const favoriteModule: ServerModule = {
  name: 'favorite',
  handlers: ({ favorites }) => ({
    addFavorite: (request) => favorites.add(request.caller.id, request.params.id),
    removeFavorite: (request) => favorites.remove(request.caller.id, request.params.id),
    getFavorites: (request) => favorites.list(request.caller.id, request.query),
  }),
  messages: { 'zh-Hans': zhHans, en, mn },
};
