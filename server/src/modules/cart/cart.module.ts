import { callerOf } from '../../http/caller.js';
import { registerMessages } from '../../i18n/translate.js';
import { catalogueOf } from '../catalogue/catalogue.service.js';
import type { ServerModule } from '../registry.js';
import { CartService } from './cart.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

registerMessages('cart', { 'zh-Hans': zhHans, en, mn });

export const cartModule: ServerModule = {
  name: 'cart',
  handlers: (ctx) => {
    const cart = new CartService(ctx);
    return {
      addToCart: (request) =>
        cart.add(callerOf(request).id, request.params.itemid, request.params.qty, request.body.sku),
      getCart: (request) => cart.cart(callerOf(request).id),
      changeCartItemQty: (request) =>
        cart.changeQty(callerOf(request).id, request.params.id, request.params.qty),
      removeCartItem: (request) => cart.remove(callerOf(request).id, request.params.id),
      clearCart: (request) => cart.clear(callerOf(request).id),
      selectCartForCheckout: (request) =>
        cart.chooseForCheckout(callerOf(request).id, request.body.items),
      selectCartItems: (request) =>
        cart.select(callerOf(request).id, request.body.ids, request.body.selected),
      getDeliveryTypes: (request) => cart.deliveryChoices(callerOf(request).id),
      getCartDeliveryFee: (request) => cart.deliveryFeeTo(callerOf(request).id, request.params.x),
      validateCheckout: (request) => cart.validate(callerOf(request).id, request.body),
      confirmCheckout: (request) => cart.confirm(callerOf(request).id, request.body),
      getCartMenu: ({ params }) => catalogueOf(ctx.db).menu(params.x),
    };
  },
};
