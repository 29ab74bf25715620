import type { ServiceDeps } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { OrderService } from './orders.service.js';

/** A service of the orders module that acts on orders through OrderService, on the database. */
export abstract class OrderWork {
  protected readonly db: Db;
  protected readonly orders: OrderService;

  constructor({ db, orders }: ServiceDeps<'db', { orders: OrderService }>) {
    this.db = db;
    this.orders = orders;
  }
}
