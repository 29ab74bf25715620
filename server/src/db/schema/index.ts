// Every table of the reference server. Each module adds its file here.
export * from './accounts.js';
export * from './city.js';
export * from './commerce.js';
export * from './limits.js';
export * from './settings.js';
export * from './uploads.js';
export * from './users.js';
