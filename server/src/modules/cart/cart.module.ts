import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const cartModule: ServerModule = {
  name: 'cart',
  handlers: ({ cart, checkout }) => ({
    addToCart: (request) =>
      cart.add(request.caller.id, request.params.itemid, request.params.qty, request.body.sku),
    getCart: (request) => cart.cart(request.caller.id),
    changeCartItemQty: (request) =>
      cart.changeQty(request.caller.id, request.params.id, request.params.qty),
    removeCartItem: (request) => cart.remove(request.caller.id, request.params.id),
    clearCart: (request) => cart.clear(request.caller.id),
    selectCartForCheckout: (request) =>
      cart.chooseForCheckout(request.caller.id, request.body.items),
    selectCartItems: (request) =>
      cart.select(request.caller.id, request.body.ids, request.body.selected),
    getCartMenu: ({ params, locale }) => cart.menu(params.x, locale),
    getDeliveryTypes: (request) => checkout.deliveryChoices(request.caller.id),
    getCartDeliveryFee: (request) => checkout.deliveryFeeTo(request.caller.id, request.params.x),
    validateCheckout: (request) => checkout.validate(request.caller.id, request.body),
    confirmCheckout: (request) => checkout.confirm(request.caller.id, request.body),
  }),
  messages: { 'zh-Hans': zhHans, en, mn },
};
