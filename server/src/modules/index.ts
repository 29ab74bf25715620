import { authModule } from './auth/auth.module.js';
import { cartModule } from './cart/cart.module.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { favoriteModule } from './favorite/favorite.module.js';
import { memberModule } from './member/member.module.js';
import { ordersModule } from './orders/orders.module.js';
import { reviewModule } from './review/review.module.js';
import { shopModule } from './shop/shop.module.js';
import { voucherModule } from './voucher/voucher.module.js';
import { chatModule } from './chat/chat.module.js';
import { classifiedModule } from './classified/classified.module.js';
import { contentModule } from './content/content.module.js';
import { eventModule } from './event/event.module.js';
import { mapModule } from './map/map.module.js';
import { pollModule } from './poll/poll.module.js';
import { pricelistModule } from './pricelist/pricelist.module.js';
import { registrationModule } from './registration/registration.module.js';
import { registerModuleMessages, type ServerModule } from './registry.js';
import { settingsModule } from './settings/settings.module.js';
import { tourModule } from './tour/tour.module.js';
import { uploadsModule } from './uploads/uploads.module.js';
import { userModule } from './user/user.module.js';

/** Every module of the reference server, in seeding order. */
export const modules: ServerModule[] = [
  settingsModule,
  authModule,
  userModule,
  uploadsModule,
  catalogueModule,
  shopModule,
  voucherModule,
  memberModule,
  ordersModule,
  cartModule,
  favoriteModule,
  reviewModule,
  tourModule,
  mapModule,
  contentModule,
  classifiedModule,
  eventModule,
  pollModule,
  pricelistModule,
  registrationModule,
  chatModule,
];

registerModuleMessages(modules);
